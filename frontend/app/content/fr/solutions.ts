import type * as en from '../solutions.ts';
import type { FeatureBlock } from '../solutions.ts';

/** French twin of ../solutions.ts: the four solutions, in the same order. */
export const solutionBlocks: FeatureBlock[] = [
  {
    id: 'call-chat',
    icon: 'phone',
    title: 'Assistant IA d’appels et de clavardage',
    description:
      'Répondez à chaque appel, à chaque clavardage et à chaque message en quelques secondes, de jour comme de nuit. L’assistant répond aux questions courantes, recueille les coordonnées des prospects et transmet les cas complexes à votre équipe, avec tout le contexte.',
    features: [
      'Répond aux appels et au clavardage du site 24/7',
      'Des conversations naturelles, avec une voix à l’image de votre marque',
      'Recueille les coordonnées et qualifie les prospects',
      'Passe le relais à une personne, avec un résumé, au besoin',
    ],
    image: {
      src: '/images/solution-call-chat.svg',
      alt: 'Un appel téléphonique et une conversation en ligne pris en charge par un assistant IA',
      width: 480,
      height: 360,
    },
  },
  {
    id: 'reputation',
    icon: 'star',
    title: 'Gestion des avis et de la réputation par l’IA',
    description:
      'Surveillez ce que vos clients disent de vous sur les sites d’avis et répondez à chaque avis de façon personnelle et fidèle à votre marque, pour atteindre un taux de réponse aux avis de 95 %.',
    features: [
      'Une seule boîte de réception pour les avis de toutes les plateformes',
      'Des réponses personnelles, fidèles à votre marque, rédigées en quelques secondes',
      'Des alertes pour les avis négatifs qui demandent une intervention humaine',
      'Les tendances mensuelles du sentiment et des notes',
    ],
    image: {
      src: '/images/solution-reputation.svg',
      alt: 'Des notes en étoiles et des réponses aux avis dans un tableau de bord de réputation',
      width: 480,
      height: 360,
    },
  },
  {
    id: 'social-media',
    icon: 'message',
    title: 'Automatisation des médias sociaux',
    description:
      'Planifiez, rédigez et publiez vos publications sur tous vos canaux, et répondez rapidement aux commentaires et aux messages privés, avec jusqu’à 60 % moins de tâches manuelles pour votre équipe.',
    features: [
      'Un calendrier de contenu établi à partir de vos objectifs',
      'Des publications rédigées dans le ton de votre marque pour chaque canal',
      'Des réponses aux commentaires et aux messages privés',
      'Des rapports sur la portée, l’engagement et les prospects',
    ],
    image: {
      src: '/images/solution-social.svg',
      alt: 'Des publications sur les médias sociaux programmées dans un calendrier de contenu',
      width: 480,
      height: 360,
    },
  },
  {
    id: 'appointments',
    icon: 'calendar',
    title: 'Prise de rendez-vous intelligente',
    description:
      'Laissez vos clients prendre, déplacer et annuler leurs rendez-vous eux-mêmes, pendant que des rappels automatiques gardent votre agenda plein : 60 % moins de temps consacré aux réservations et jusqu’à 45 % moins de rendez-vous manqués.',
    features: [
      'Réservation en ligne synchronisée avec votre agenda',
      'Rappels automatiques par texto et par courriel',
      'Une liste d’attente qui comble les plages annulées',
      'Report en un seul clic, sans allers-retours au téléphone',
    ],
    image: {
      src: '/images/solution-scheduling.svg',
      alt: 'Un agenda avec des rendez-vous pris et des notifications de rappel',
      width: 480,
      height: 360,
    },
  },
];

export const solutionsPage: typeof en.solutionsPage = {
  closing: {
    heading: 'Vous ne savez pas par où commencer ?',
    text: 'Parlez-nous de votre entreprise et nous vous montrerons quelle solution vous fera gagner le plus de temps en premier.',
    demoLabel: 'Planifier une démo',
  },
};
