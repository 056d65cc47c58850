import type { ServicePageContent } from '../service-pages.types.ts';

/** French twin of ../service-pages-industries.ts: santé, services financiers, RH, restauration. */
export const industryPages: ServicePageContent[] = [
  {
    slug: 'Healthcare',
    name: 'Santé',
    icon: 'healthcare',
    seoDescription:
      'L’automatisation par l’IA en santé : accueil des patients, rappels de rendez-vous et soutien à la documentation qui redonnent du temps au personnel pour les soins.',
    hero: {
      eyebrow: 'Santé',
      headline: 'L’automatisation par l’IA pour les fournisseurs de soins de santé',
      lead: 'Redonnez des heures à votre équipe chaque semaine. Nos assistants s’occupent de l’accueil, des rappels et de la documentation courante pour que votre personnel se consacre aux patients.',
    },
    impact: [
      { value: '75 %', label: 'moins de temps consacré à la documentation' },
      { value: 'Jusqu’à 45 %', label: 'moins de rendez-vous manqués' },
      { value: '24/7', label: 'soutien aux patients' },
    ],
    featuresHeading: 'Comment l’IA soutient votre équipe soignante',
    features: [
      {
        icon: 'clipboard',
        title: 'Accueil numérique des patients',
        description:
          'Les patients remplissent leurs formulaires avant d’arriver ; leurs réponses arrivent dans votre système, prêtes à être révisées.',
      },
      {
        icon: 'calendar',
        title: 'Rappels intelligents',
        description: 'Des rappels par texto et par courriel, avec report en un seul clic, réduisent jusqu’à 45 % les rendez-vous manqués.',
      },
      {
        icon: 'file',
        title: 'Soutien à la documentation',
        description: 'Des notes de visite structurées rédigées pour révision, avec 75 % moins de temps consacré à la documentation.',
      },
    ],
    extrasHeading: 'Plus encore pour les équipes de santé',
    extras: [
      {
        title: 'Cliniques et cabinets médicaux',
        description: 'Prise de rendez-vous et suivis adaptés aux réceptions achalandées.',
        link: 'Clinics',
      },
      {
        title: 'Ligne patients après les heures',
        description: 'Réponses aux questions courantes la nuit, cas urgents dirigés vers le personnel de garde.',
      },
      {
        title: 'Gestion des avis',
        description: 'Remerciez vos patients et répondez à leurs commentaires avec soin et discrétion.',
        link: 'AIReputation',
      },
    ],
    cta: {
      heading: 'Moins de temps pour l’administration, plus pour les patients',
      text: 'Voyez comment l’automatisation s’intègre à votre pratique lors d’une démo gratuite.',
    },
  },
  {
    slug: 'FinancialServices',
    name: 'Services financiers',
    icon: 'financial',
    seoDescription:
      'L’automatisation par l’IA pour les services financiers : accueil des clients, collecte de documents et soutien à la clientèle 24/7, avec des données chiffrées dans un nuage sécurisé.',
    hero: {
      eyebrow: 'Services financiers',
      headline: 'Une automatisation par l’IA sécuritaire pour les services financiers',
      lead: 'Accueillez vos clients plus vite, courez moins après les documents et répondez aux questions courantes jour et nuit, avec des données chiffrées dans un nuage sécurisé.',
    },
    impact: [
      { value: 'Jusqu’à 70 %', label: 'moins de tâches manuelles' },
      { value: '24/7', label: 'soutien à la clientèle' },
      { value: '2 à 4', label: 'semaines de mise en place' },
    ],
    featuresHeading: 'Une automatisation bâtie sur la confiance',
    features: [
      {
        icon: 'user-check',
        title: 'Accueil des clients',
        description: 'Un accueil numérique guidé recueille les renseignements et les documents, et signale tout ce qui manque.',
      },
      {
        icon: 'clock',
        title: 'Suivi des échéances',
        description: 'Des rappels automatiques gardent clients et conseillers en avance sur les dates de production et de renouvellement.',
      },
      {
        icon: 'lock',
        title: 'Réponses sécurisées aux clients',
        description: 'Réponses 24/7 aux questions courantes sur les comptes et les démarches, selon un modèle à confiance zéro.',
      },
    ],
    extrasHeading: 'Plus encore pour les équipes financières',
    extras: [
      {
        title: 'Assistant IA personnalisé',
        description: 'Des rapports et des prévisions tirés de vos propres données.',
        link: 'AIAssistant',
      },
      { title: 'Planification des rencontres', description: 'Vos clients réservent une rencontre avec leur conseiller en quelques clics.' },
      { title: 'Suivis auprès des clients', description: 'Des relances au bon moment, rédigées dans le ton de votre cabinet.' },
    ],
    cta: {
      heading: 'Servez plus de clients sans plus de paperasse',
      text: 'Réservez une démo et voyez une automatisation sécuritaire à l’œuvre.',
    },
  },
  {
    slug: 'HRWorkforce',
    name: 'RH et main-d’œuvre',
    icon: 'hr',
    seoDescription:
      'L’automatisation par l’IA pour les RH : tri des CV, planification des entrevues et intégration, pour réduire jusqu’à 70 % le délai d’embauche et diminuer le roulement de personnel.',
    hero: {
      eyebrow: 'RH et main-d’œuvre',
      headline: 'L’automatisation par l’IA pour les RH et la gestion de la main-d’œuvre',
      lead: 'Triez les candidatures, planifiez les entrevues et intégrez les nouveaux employés avec beaucoup moins de paperasse, et gardez les gens que vous embauchez.',
    },
    impact: [
      { value: '80 %', label: 'moins de temps de présélection' },
      { value: '70 %', label: 'de réduction du délai d’embauche' },
      { value: '85 %', label: 'de hausse du taux d’achèvement de l’intégration' },
      { value: '25 %', label: 'de baisse du roulement de personnel' },
    ],
    featuresHeading: 'L’embauche et l’intégration, simplifiées',
    features: [
      {
        icon: 'file',
        title: 'Tri des CV',
        description: 'Les candidatures comparées à vos critères de façon constante, avec 80 % moins de temps de présélection.',
      },
      {
        icon: 'calendar',
        title: 'Planification des entrevues',
        description: 'Les candidats choisissent des plages qui conviennent à tout le comité, sans allers-retours.',
      },
      {
        icon: 'user-check',
        title: 'Intégration guidée',
        description:
          'Listes de contrôle, documents et questions de la première semaine pris en charge, pour un taux d’achèvement amélioré de 85 %.',
      },
    ],
    extrasHeading: 'Plus encore pour les équipes RH',
    extras: [
      {
        title: 'Centre d’aide aux employés',
        description: 'Réponses en tout temps aux questions sur les politiques, les congés et les avantages sociaux.',
      },
      { title: 'Analyse de la rétention', description: 'Des signaux précoces qui aident à réduire le roulement de personnel de 25 %.' },
      {
        title: 'Assistant IA personnalisé',
        description: 'Des rapports et des prévisions sur la main-d’œuvre, sur demande.',
        link: 'AIAssistant',
      },
    ],
    cta: {
      heading: 'Embauchez plus vite et gardez vos meilleurs talents',
      text: 'Voyez l’assistant RH travailler avec votre propre processus d’embauche.',
    },
  },
  {
    slug: 'Restaurants',
    name: 'Restauration et hôtellerie',
    icon: 'restaurant',
    seoDescription:
      'L’automatisation par l’IA pour la restauration et l’hôtellerie : commandes par téléphone et en ligne, réservations et commentaires des clients, avec 35 % moins d’erreurs de commande.',
    hero: {
      eyebrow: 'Restauration et hôtellerie',
      headline: 'L’automatisation par l’IA pour la restauration et l’hôtellerie',
      lead: 'Ne ratez plus aucune commande ni aucune réservation pendant le coup de feu. Notre assistant prend les commandes et les réservations et répond aux questions sur le menu, jour et nuit.',
    },
    impact: [
      { value: '35 %', label: 'moins d’erreurs de commande' },
      { value: 'Jusqu’à 30 %', label: 'moins de réservations manquées' },
      { value: '24/7', label: 'commandes et réservations' },
    ],
    featuresHeading: 'Chaque table et chaque commande sur la bonne voie',
    features: [
      {
        icon: 'phone',
        title: 'Commandes par téléphone et en ligne',
        description: 'Chaque commande relue et confirmée, avec 35 % moins d’erreurs.',
      },
      {
        icon: 'calendar',
        title: 'Réservations',
        description: 'Des tables réservées, confirmées et rappelées automatiquement, pour jusqu’à 30 % moins de réservations manquées.',
      },
      {
        icon: 'message',
        title: 'Questions sur le menu',
        description: 'Allergènes, ingrédients et plats du jour expliqués clairement à chaque client.',
      },
    ],
    extrasHeading: 'Plus encore pour l’hôtellerie',
    extras: [
      { title: 'Gestion des avis', description: 'Répondez à chaque avis pendant que la visite est encore fraîche.', link: 'AIReputation' },
      { title: 'Gestion des médias sociaux', description: 'Plats du jour et événements publiés au bon moment.', link: 'SocialMedia' },
      {
        title: 'Demandes de traiteur',
        description: 'Demandes d’événements recueillies avec les dates, le nombre de convives et le budget.',
      },
    ],
    cta: {
      heading: 'Servez plus de clients avec la même équipe',
      text: 'Voyez l’assistant restaurant prendre une commande lors d’une démo en direct.',
    },
  },
];
