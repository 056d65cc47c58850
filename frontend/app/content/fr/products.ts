import type * as en from '../products.ts';
import type { LiveProduct } from '../products.ts';

/** French twin of ../products.ts; ids and demo URL keys stay as they are. */
export const demoFacadeCopy: typeof en.demoFacadeCopy = {
  load: 'Charger la démo en direct',
  privacyNote: 'La démo est hébergée par notre partenaire de démonstration et ne se charge que si vous le demandez.',
  builtInNote:
    'Une démo avec une entreprise fictive et des données d’exemple. Elle ne se charge que si vous le demandez, et rien de ce que vous y réservez ne parvient à qui que ce soit.',
};

export const liveProducts: LiveProduct[] = [
  {
    id: 'real-estate-assistant',
    demoUrlKey: 'realEstate',
    name: 'Assistant immobilier',
    tagline: 'Chaque demande traitée, chaque visite planifiée',
    description:
      'Répond aux questions des acheteurs et des locataires sur vos inscriptions, qualifie les prospects et planifie les visites directement dans votre agenda.',
    frameTitle: 'Démo en direct : Assistant immobilier',
    featuresHeading: 'Fonctions de l’assistant immobilier',
    features: [
      {
        icon: 'search',
        title: 'Réponses sur les inscriptions',
        description: 'Prix, superficie, quartier et disponibilité, en un instant.',
      },
      {
        icon: 'target',
        title: 'Qualification des prospects',
        description: 'Budget, échéancier et préapprobation hypothécaire notés à chaque conversation.',
      },
      {
        icon: 'calendar',
        title: 'Planification des visites',
        description: 'Des visites inscrites à l’agenda des courtiers, sans allers-retours au téléphone.',
      },
      {
        icon: 'clock',
        title: 'Réponse 24/7',
        description: 'Les demandes de fin de soirée obtiennent une réponse pendant que l’intérêt est encore là.',
      },
      {
        icon: 'mail',
        title: 'Suivis automatiques',
        description: 'Les nouvelles inscriptions correspondantes envoyées aux acheteurs intéressés.',
      },
      {
        icon: 'plug',
        title: 'Synchronisation avec le CRM',
        description: 'Chaque conversation consignée dans le CRM que vous utilisez déjà.',
      },
    ],
  },
  {
    id: 'hr-assistant',
    demoUrlKey: 'hr',
    name: 'Assistant RH',
    tagline: 'Embauchez plus vite, intégrez mieux',
    description:
      'Trie les candidatures, planifie les entrevues et répond aux questions des employés sur les politiques et les avantages sociaux.',
    frameTitle: 'Démo en direct : Assistant RH',
    featuresHeading: 'Fonctions de l’assistant RH',
    features: [
      { icon: 'file', title: 'Tri des CV', description: '80 % moins de temps de présélection, avec des critères constants et équitables.' },
      {
        icon: 'calendar',
        title: 'Planification des entrevues',
        description: 'Les candidats choisissent une plage qui convient à tout le comité.',
      },
      {
        icon: 'user-check',
        title: 'Parcours d’intégration',
        description: 'Un taux d’achèvement de l’intégration amélioré de 85 % grâce à des listes de contrôle guidées.',
      },
      {
        icon: 'message',
        title: 'Réponses sur les politiques',
        description: 'Réponses en tout temps aux questions sur les congés, les avantages sociaux et les politiques.',
      },
      {
        icon: 'trend',
        title: 'Suivi du délai d’embauche',
        description: 'Jusqu’à 70 % de réduction du délai d’embauche, suivie poste par poste.',
      },
      {
        icon: 'users',
        title: 'Signaux de rétention',
        description: 'Des alertes précoces qui aident à réduire le roulement de personnel de 25 %.',
      },
    ],
  },
  {
    id: 'restaurant-assistant',
    demoUrlKey: 'restaurant',
    name: 'Assistant restaurant',
    tagline: 'Commandes et réservations, c’est réglé',
    description:
      'Prend les commandes par téléphone et en ligne, gère les réservations et répond aux questions sur le menu, même à l’heure la plus achalandée.',
    frameTitle: 'Démo en direct : Assistant restaurant',
    featuresHeading: 'Fonctions de l’assistant restaurant',
    features: [
      {
        icon: 'phone',
        title: 'Prise de commandes',
        description: 'Commandes par téléphone et par clavardage, avec 35 % moins d’erreurs de commande.',
      },
      { icon: 'calendar', title: 'Réservations', description: 'Des tables réservées, confirmées et rappelées automatiquement.' },
      { icon: 'restaurant', title: 'Questions sur le menu', description: 'Allergènes, ingrédients et plats du jour expliqués clairement.' },
      { icon: 'sparkles', title: 'Suggestions intelligentes', description: 'Accords et extras proposés au bon moment.' },
      { icon: 'clock', title: 'Renfort aux heures de pointe', description: 'Fini les appels manqués pendant le coup de feu du souper.' },
      { icon: 'star', title: 'Commentaires des clients', description: 'Des avis sollicités après la visite et des réponses rapides.' },
    ],
  },
];

export const productBenefits: typeof en.productBenefits = {
  heading: 'Pourquoi les entreprises choisissent nos assistants',
  items: [
    { icon: 'clock', title: '80 % de temps gagné', description: 'Les conversations et les réservations courantes se font toutes seules.' },
    { icon: 'headphones', title: 'Disponibilité 24/7', description: 'Vos clients obtiennent des réponses à toute heure, tous les jours.' },
    { icon: 'target', title: 'Précision accrue', description: 'Des réponses constantes et moins d’erreurs de saisie manuelle.' },
    { icon: 'rocket', title: 'Croissance évolutive', description: 'Servez plus de clients sans augmenter vos effectifs.' },
  ],
};

export const comingSoon: typeof en.comingSoon = {
  heading: 'Bientôt disponibles',
  lead: 'De nouveaux assistants en développement. Réservez une démo pour y avoir accès en primeur.',
  label: 'Bientôt disponible',
  items: [
    {
      icon: 'healthcare',
      title: 'Assistant santé',
      description: 'Accueil des patients, rappels et suivis pour les cliniques et les cabinets.',
    },
    {
      icon: 'restaurant',
      title: 'Gestionnaire de restaurant',
      description: 'Inventaire, horaires du personnel et commandes aux fournisseurs au même endroit.',
    },
    {
      icon: 'chart',
      title: 'Optimiseur de ventes',
      description: 'Évaluation des prospects et prévisions du pipeline à partir des données de votre CRM.',
    },
  ],
};

export const productsDemoSection: typeof en.productsDemoSection = {
  eyebrow: 'Démos en direct',
  heading: 'Essayez nos assistants',
  lead: 'Chaque démo fait tourner un vrai assistant. Chargez-en une et lancez la conversation.',
};
