import type * as en from '../home.ts';

/** French twin of ../home.ts: same exports, same shapes. */
export const homeHero: typeof en.homeHero = {
  badge: 'Automatisation par l’IA – Des coûts d’exploitation réduits de 45 %',
  headline: 'Des solutions d’IA qui font croître votre entreprise',
  lead: 'Une automatisation par l’IA intelligente, évolutive et économique qui simplifie vos opérations, élimine les pertes de temps et libère la croissance des PME.',
  primary: { label: 'Découvrir nos solutions', href: '/services' },
  secondary: { label: 'Nous joindre', href: '/contact' },
  illustration: {
    src: '/images/home-hero.svg',
    alt: 'Un tableau de bord d’assistant IA qui répond aux appels, prend les rendez-vous et suit les avis en ligne',
    width: 560,
    height: 460,
  },
};

export const homeStats: typeof en.homeStats = [
  { value: '20+', label: 'Solutions prêtes à déployer' },
  { value: '75 %', label: 'Temps gagné' },
  { value: '6+', label: 'Secteurs servis' },
  { value: '24/7', label: 'Soutien IA' },
];

export const servicesGridIntro: typeof en.servicesGridIntro = {
  eyebrow: 'Secteurs',
  heading: 'Une automatisation par l’IA pensée pour votre secteur',
  lead: 'Des solutions prêtes à déployer, conçues autour du quotidien de six secteurs d’activité.',
};

export const interactiveSolutionsIntro: typeof en.interactiveSolutionsIntro = {
  eyebrow: 'Solutions interactives',
  heading: 'Voyez ce que notre IA peut prendre en charge pour vous',
  lead: 'Choisissez une solution pour voir comment elle travaille pour votre équipe et vos clients.',
  cta: { label: 'Voir toutes les solutions', href: '/solutions' },
  chooseLabel: 'Choisissez une solution',
};

export const chatbotPromo: typeof en.chatbotPromo = {
  eyebrow: 'Automatisation intelligente',
  heading: 'Agent conversationnel intelligent pour entreprises',
  description:
    'Bien plus qu’une fenêtre de clavardage : notre agent conversationnel étudie la façon dont le travail circule dans votre entreprise et vous dit, en termes simples, où vous perdez du temps et de l’argent.',
  bullets: [
    'Repère les goulots d’étranglement qui ralentissent vos opérations',
    'Des recommandations fondées sur vos données pour gagner en efficacité',
    'Un apprentissage continu à chaque interaction',
    'Jusqu’à 60 % moins de tâches manuelles',
    'S’intègre aux systèmes que vous utilisez déjà',
  ],
  cta: { label: 'Commencer', href: '/contact' },
  demo: {
    title: 'Assistant aux opérations',
    status: 'Conversation de démonstration',
    caption: 'Un exemple de conversation scénarisée',
    messages: [
      { from: 'user', text: 'On perd sans arrêt des rendez-vous à cause des clients qui ne se présentent pas. Peux-tu nous aider ?' },
      {
        from: 'bot',
        text: 'Oui. Le mois dernier, 18 % de vos rendez-vous ont été manqués, et la plupart avaient été pris plus d’une semaine d’avance, sans rappel.',
      },
      { from: 'user', text: 'Qu’est-ce que tu changerais ?' },
      {
        from: 'bot',
        text: 'Envoyer un rappel par texto et par courriel 48 heures et 2 heures avant chaque visite, avec report en un seul clic, et offrir les plages libérées à votre liste d’attente. Les entreprises comme la vôtre réduisent jusqu’à 45 % leurs rendez-vous manqués.',
      },
      { from: 'user', text: 'Parfait, mets ça en place pour la semaine prochaine.' },
      {
        from: 'bot',
        text: 'C’est fait. Les rappels commencent lundi, et je vous enverrai un rapport des rendez-vous manqués chaque vendredi.',
      },
    ],
  },
};

/** The spec's privacy/cloud section: two columns, six items, no interaction. */
export const privacyCloud: typeof en.privacyCloud = {
  eyebrow: 'Confiance et infrastructure',
  heading: 'Sécuritaire dès la conception, prêt à grandir',
  columns: [
    {
      heading: 'Confidentialité et sécurité des données',
      items: [
        {
          icon: 'shield',
          title: 'Protection de la vie privée',
          description: 'Un engagement envers les lois sur la protection des données et des mesures de sécurité rigoureuses.',
        },
        {
          icon: 'fingerprint',
          title: 'Modèle de sécurité à confiance zéro',
          description: 'Chaque utilisateur et chaque appareil est vérifié avant d’accéder à des renseignements sensibles.',
        },
        {
          icon: 'eye-off',
          title: 'Anonymisation des données',
          description:
            'Les renseignements personnels sont protégés et les lois sur la protection des données respectées, tout en tirant des analyses utiles de l’IA.',
        },
      ],
    },
    {
      heading: 'Solutions hébergées en infonuagique',
      items: [
        { icon: 'gauge', title: 'Évolutivité et souplesse', description: 'Absorbe les variations de charge de travail sans interruption.' },
        { icon: 'piggy-bank', title: 'Rentabilité', description: 'Aucun achat de matériel ni frais d’entretien au départ.' },
        {
          icon: 'globe',
          title: 'Accessibilité mondiale',
          description: 'Des outils accessibles de partout avec une connexion Internet, pour faciliter le télétravail et la collaboration.',
        },
      ],
    },
  ],
};

/** The closing band shared by several pages. */
export const demoBanner: typeof en.demoBanner = {
  heading: 'Prêt à voir l’IA à l’œuvre dans votre entreprise ?',
  text: 'Réservez une démo gratuite de 30 minutes. Nous ferons le tour de vos processus les plus chargés et vous montrerons quoi automatiser en premier.',
  demoLabel: 'Planifier une démo',
  contact: { label: 'Nous joindre', href: '/contact' },
};

export const homeCopy: typeof en.homeCopy = {
  statsHeading: 'En un coup d’œil',
  customerSpeaker: 'Client\u00a0: ',
  assistantSpeaker: 'Assistant\u00a0: ',
  newsletterLabel: 'Infolettre',
};
