import type { ServicePageContent } from '../service-pages.types.ts';

/** French twin of ../service-pages-capabilities.ts: médias sociaux, réputation, assistant. */
export const capabilityPages: ServicePageContent[] = [
  {
    slug: 'SocialMedia',
    name: 'Gestion des médias sociaux',
    icon: 'social',
    seoDescription:
      'La gestion des médias sociaux par l’IA : calendriers de contenu, publications fidèles à votre marque et réponses aux commentaires et aux messages, avec jusqu’à 60 % moins de tâches manuelles.',
    hero: {
      eyebrow: 'Gestion des médias sociaux',
      headline: 'Une gestion des médias sociaux par l’IA qui parle comme vous',
      lead: 'Restez visible sur tous vos canaux sans passer vos journées dans les applications. Nous planifions, rédigeons, publions et répondons dans le ton de votre marque.',
    },
    impact: [
      { value: 'Jusqu’à 60 %', label: 'moins de tâches manuelles' },
      { value: '24/7', label: 'réponses aux messages' },
      { value: '75 %', label: 'de temps gagné sur le contenu' },
    ],
    featuresHeading: 'Une présence constante, avec moins d’efforts',
    features: [
      {
        icon: 'calendar',
        title: 'Calendrier de contenu',
        description: 'Un mois de publications planifié en fonction de vos objectifs, des saisons et de vos promotions.',
      },
      {
        icon: 'sparkles',
        title: 'Publications à votre image',
        description: 'Des textes et des idées de publications rédigés pour chaque canal, dans votre ton.',
      },
      {
        icon: 'message',
        title: 'Réponses aux commentaires et aux messages',
        description: 'Les questions obtiennent une réponse rapide, et les prospects sont transmis à votre équipe.',
      },
    ],
    extrasHeading: 'Se combine bien avec',
    extras: [
      {
        title: 'Gestion des avis et de la réputation par l’IA',
        description: 'Votre image publique, gérée au même endroit.',
        link: 'AIReputation',
      },
      {
        title: 'Automatisation des ventes et du marketing',
        description: 'Transformez l’engagement sur les médias sociaux en occasions d’affaires.',
        link: 'SalesMarketing',
      },
      { title: 'Rapports de performance', description: 'Portée, engagement et prospects, chaque mois.' },
    ],
    cta: {
      heading: 'Soyez présent chaque jour sans la corvée quotidienne',
      text: 'Voyez un mois de contenu planifié pour votre entreprise lors d’une démo.',
    },
  },
  {
    slug: 'AIReputation',
    name: 'Gestion des avis et de la réputation par l’IA',
    icon: 'reputation',
    seoDescription:
      'La gestion des avis et de la réputation par l’IA : surveillez tous les sites d’avis et répondez à chaque avis, pour atteindre un taux de réponse aux avis de 95 %.',
    hero: {
      eyebrow: 'Gestion des avis et de la réputation par l’IA',
      headline: 'La gestion des avis et de la réputation par l’IA',
      lead: 'Sachez ce que vos clients disent de vous partout, répondez à chaque avis de façon personnelle et transformez les commentaires en meilleures notes.',
    },
    impact: [
      { value: '95 %', label: 'de taux de réponse aux avis' },
      { value: '24/7', label: 'surveillance des avis' },
      { value: '75 %', label: 'de temps gagné sur les réponses' },
    ],
    featuresHeading: 'Chaque avis obtient une réponse',
    features: [
      {
        icon: 'search',
        title: 'Surveillance des avis',
        description: 'Les avis de toutes les plateformes réunis dans une seule boîte de réception, dès leur arrivée.',
      },
      {
        icon: 'message',
        title: 'Réponses personnelles',
        description:
          'Des réponses réfléchies et fidèles à votre marque, rédigées en quelques secondes, à approuver ou à publier automatiquement.',
      },
      {
        icon: 'chart',
        title: 'Tendances du sentiment',
        description: 'Voyez ce que vos clients apprécient et ce qui doit être corrigé, mois après mois.',
      },
    ],
    extrasHeading: 'Se combine bien avec',
    extras: [
      { title: 'Gestion des médias sociaux', description: 'Partagez vos meilleurs avis avec vos abonnés.', link: 'SocialMedia' },
      { title: 'Demandes d’avis', description: 'Vos clients satisfaits invités à laisser un avis au bon moment.' },
      {
        title: 'Assistant IA personnalisé',
        description: 'Des rapports et des prévisions sur votre réputation, sur demande.',
        link: 'AIAssistant',
      },
    ],
    cta: {
      heading: 'Bâtissez la réputation que vous méritez',
      text: 'Voyez la gestion de la réputation pour votre entreprise lors d’une démo gratuite.',
    },
  },
  {
    slug: 'AIAssistant',
    name: 'Assistant IA personnalisé',
    icon: 'assistant',
    seoDescription:
      'Un assistant IA personnalisé pour les analyses, les rapports et les prévisions : interrogez les données de votre entreprise en langage courant.',
    hero: {
      eyebrow: 'Assistant IA personnalisé',
      headline: 'Votre assistant IA personnalisé pour les analyses, les rapports et les prévisions',
      lead: 'Posez vos questions sur votre entreprise en langage courant et obtenez des réponses claires, des rapports et des prévisions tirés de vos propres données.',
    },
    impact: [
      { value: '75 %', label: 'de temps gagné sur les rapports' },
      { value: '80 %', label: 'de temps gagné sur les analyses courantes' },
      { value: '24/7', label: 'réponses sur demande' },
    ],
    featuresHeading: 'Des décisions appuyées par vos propres données',
    features: [
      {
        icon: 'brain',
        title: 'Analyses d’affaires',
        description: 'Repérez les tendances, les goulots d’étranglement et les occasions dans tous vos outils.',
      },
      { icon: 'file', title: 'Rapports automatiques', description: 'Des rapports hebdomadaires et mensuels rédigés et livrés pour vous.' },
      {
        icon: 'trend',
        title: 'Prévisions',
        description: 'Des prévisions de demande, de revenus et de personnel sur lesquelles bâtir vos plans.',
      },
    ],
    extrasHeading: 'Se combine bien avec',
    extras: [
      {
        title: 'Gestion des avis et de la réputation par l’IA',
        description: 'Ajoutez le sentiment de vos clients à vos rapports.',
        link: 'AIReputation',
      },
      {
        title: 'Automatisation des ventes et du marketing',
        description: 'Des prévisions qui alimentent votre pipeline.',
        link: 'SalesMarketing',
      },
      {
        title: 'Intégration à vos systèmes',
        description: 'Se connecte à votre CRM, à votre PGI (ERP) et à vos outils de prise de rendez-vous.',
      },
    ],
    cta: {
      heading: 'Des réponses, pas des tableurs',
      text: 'Interrogez l’assistant sur votre propre entreprise lors d’une démo en direct.',
    },
  },
];
