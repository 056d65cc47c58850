import type { ServicePageContent } from '../service-pages.types.ts';

/** French twin of ../service-pages-local.ts: salons, immobilier, cliniques, ventes et marketing. */
export const localBusinessPages: ServicePageContent[] = [
  {
    slug: 'Salons',
    name: 'Salons et spas',
    icon: 'salon',
    seoDescription:
      'L’automatisation par l’IA pour les salons et les spas : réservation en ligne 24/7, rappels et reprise de rendez-vous, avec 60 % moins de temps consacré aux réservations et moins de rendez-vous manqués.',
    hero: {
      eyebrow: 'Salons et spas',
      headline: 'Réservations et service à la clientèle par l’IA pour les salons et les spas',
      lead: 'Laissez vos clients réserver, déplacer leurs rendez-vous et recevoir des rappels eux-mêmes, de jour comme de nuit, pendant que votre équipe reste concentrée sur ses clients.',
    },
    impact: [
      { value: '60 %', label: 'moins de temps consacré aux réservations' },
      { value: 'Jusqu’à 30 %', label: 'moins de rendez-vous manqués' },
      { value: '24/7', label: 'réservation en ligne' },
    ],
    featuresHeading: 'Un carnet plus rempli, sans allers-retours au téléphone',
    features: [
      {
        icon: 'calendar',
        title: 'Réservation en ligne',
        description: 'Vos clients choisissent le service, la personne et l’heure ; l’agenda reste synchronisé.',
      },
      {
        icon: 'mail',
        title: 'Rappels et nouvelles réservations',
        description: 'Des rappels sympathiques et des invitations à réserver de nouveau font revenir vos habitués.',
      },
      { icon: 'message', title: 'Réponses instantanées', description: 'Prix, services et heures d’ouverture, en quelques secondes.' },
    ],
    extrasHeading: 'Plus encore pour les salons et les spas',
    extras: [
      { title: 'Gestion des avis', description: 'Remerciez chaque client et mettez en valeur vos meilleurs avis.', link: 'AIReputation' },
      {
        title: 'Gestion des médias sociaux',
        description: 'Publications avant-après et promotions publiées au bon moment.',
        link: 'SocialMedia',
      },
      { title: 'Liste d’attente', description: 'Les plages annulées offertes automatiquement aux clients en attente.' },
    ],
    cta: {
      heading: 'Gardez vos chaises occupées',
      text: 'Voyez la réservation en ligne et les rappels travailler ensemble lors d’une démo.',
    },
  },
  {
    slug: 'RealEstate',
    name: 'Immobilier',
    icon: 'realestate',
    seoDescription:
      'L’automatisation par l’IA en immobilier : réponses instantanées aux demandes d’acheteurs et de locataires, qualification des prospects et planification des visites, 24/7.',
    hero: {
      eyebrow: 'Immobilier',
      headline: 'L’automatisation par l’IA pour les équipes immobilières',
      lead: 'Répondez à chaque demande en quelques secondes, qualifiez vos prospects pendant que vous dormez et remplissez votre agenda de visites qui mènent à des transactions.',
    },
    impact: [
      { value: '24/7', label: 'réponse aux prospects' },
      { value: 'Jusqu’à 60 %', label: 'moins de tâches manuelles' },
      { value: '80 %', label: 'de temps gagné sur les demandes courantes' },
    ],
    featuresHeading: 'Transformez les demandes en visites',
    features: [
      {
        icon: 'search',
        title: 'Réponses sur les inscriptions',
        description: 'Prix, superficie, quartier et disponibilité, dès que quelqu’un pose la question.',
      },
      {
        icon: 'target',
        title: 'Qualification des prospects',
        description: 'Budget, échéancier et préapprobation hypothécaire notés à chaque conversation.',
      },
      {
        icon: 'calendar',
        title: 'Planification des visites',
        description: 'Des visites inscrites directement à l’agenda du bon courtier.',
      },
    ],
    extrasHeading: 'Plus encore pour l’immobilier',
    extras: [
      {
        title: 'Gestion des médias sociaux',
        description: 'Nouvelles inscriptions et visites libres publiées automatiquement.',
        link: 'SocialMedia',
      },
      {
        title: 'Assistant IA personnalisé',
        description: 'Des rapports sur le marché et sur votre pipeline, sur demande.',
        link: 'AIAssistant',
      },
      { title: 'Suivis auprès des acheteurs', description: 'Les inscriptions correspondantes envoyées aux acheteurs intéressés.' },
    ],
    cta: {
      heading: 'Ne manquez plus jamais un prospect',
      text: 'Essayez l’assistant immobilier avec vos propres inscriptions lors d’une démo.',
    },
  },
  {
    slug: 'Clinics',
    name: 'Cliniques et cabinets médicaux',
    icon: 'clinic',
    seoDescription:
      'L’automatisation par l’IA pour les cliniques et les cabinets médicaux : prise de rendez-vous, rappels et réponses après les heures qui réduisent jusqu’à 45 % les rendez-vous manqués.',
    hero: {
      eyebrow: 'Cliniques et cabinets médicaux',
      headline: 'L’automatisation par l’IA pour les cliniques et les cabinets médicaux',
      lead: 'Libérez votre réception du téléphone. Les patients prennent rendez-vous, confirment et posent leurs questions eux-mêmes, et votre horaire reste plein.',
    },
    impact: [
      { value: 'Jusqu’à 45 %', label: 'moins de rendez-vous manqués' },
      { value: '75 %', label: 'moins de temps consacré à la documentation' },
      { value: '60 %', label: 'moins de temps consacré aux réservations' },
    ],
    featuresHeading: 'Une réception plus calme',
    features: [
      {
        icon: 'calendar',
        title: 'Prise de rendez-vous en libre-service',
        description:
          'Les patients prennent et déplacent leurs rendez-vous en ligne, selon les règles que vous fixez pour chaque professionnel.',
      },
      {
        icon: 'mail',
        title: 'Confirmations et rappels',
        description: 'Des rappels automatiques, avec report facile, réduisent jusqu’à 45 % les rendez-vous manqués.',
      },
      {
        icon: 'phone',
        title: 'Réponses après les heures',
        description: 'Réponses en tout temps aux questions sur les heures d’ouverture, les services et la préparation aux rendez-vous.',
      },
    ],
    extrasHeading: 'Plus encore pour les cliniques',
    extras: [
      {
        title: 'Automatisation en santé',
        description: 'Soutien à l’accueil et à la documentation pour les équipes soignantes.',
        link: 'Healthcare',
      },
      { title: 'Gestion des avis', description: 'Répondez aux commentaires des patients avec soin.', link: 'AIReputation' },
      { title: 'Campagnes de rappel', description: 'Les patients avisés quand vient le temps d’un examen de suivi.' },
    ],
    cta: {
      heading: 'Remplissez votre horaire, pas votre boîte de réception',
      text: 'Voyez la prise de rendez-vous et les rappels pour cliniques lors d’une démo gratuite.',
    },
  },
  {
    slug: 'SalesMarketing',
    name: 'Ventes et marketing',
    icon: 'sales',
    seoDescription:
      'L’automatisation par l’IA pour les ventes et le marketing : évaluation des prospects, suivis personnalisés et rapports de campagne, avec jusqu’à 60 % moins de tâches manuelles.',
    hero: {
      eyebrow: 'Ventes et marketing',
      headline: 'L’automatisation par l’IA pour les équipes de ventes et de marketing',
      lead: 'Répondez à chaque prospect en quelques minutes, relancez au bon moment et voyez quelles campagnes génèrent vraiment des revenus.',
    },
    impact: [
      { value: 'Jusqu’à 60 %', label: 'moins de tâches manuelles' },
      { value: '75 %', label: 'de temps gagné sur les suivis' },
      { value: '24/7', label: 'réponse aux prospects' },
    ],
    featuresHeading: 'Un pipeline qui avance tout seul',
    features: [
      {
        icon: 'target',
        title: 'Évaluation des prospects',
        description:
          'Chaque prospect classé selon son profil et son intention d’achat, pour que vos représentants appellent d’abord les bonnes personnes.',
      },
      {
        icon: 'mail',
        title: 'Suivis personnalisés',
        description: 'Des courriels et des messages envoyés au bon moment, rédigés pour chaque prospect.',
      },
      { icon: 'chart', title: 'Analyse des campagnes', description: 'Des rapports clairs sur les canaux et les messages qui rapportent.' },
    ],
    extrasHeading: 'Plus encore pour les équipes de croissance',
    extras: [
      { title: 'Gestion des médias sociaux', description: 'Publications, réponses et rapports sur tous vos canaux.', link: 'SocialMedia' },
      {
        title: 'Assistant IA personnalisé',
        description: 'Des prévisions et des rapports sur votre pipeline, sur demande.',
        link: 'AIAssistant',
      },
      {
        title: 'Prise de rencontres',
        description: 'Les prospects qualifiés réservent une démo directement dans l’agenda de vos représentants.',
      },
    ],
    cta: {
      heading: 'Concluez plus de ventes avec moins de tâches inutiles',
      text: 'Voyez l’évaluation des prospects et les suivis à l’œuvre lors d’une démo.',
    },
  },
];
