import type { Localized } from '@prairieflow/contracts';
import type * as en from '../careers.ts';
import type { CareerPerk } from '../careers.ts';
import { site } from '../site.ts';

/** French twin of ../careers.ts, the spec's messages included. */
export const careersCopy: Localized<typeof en.careersCopy> = {
  hero: {
    headline: 'Bâtissez l’avenir du travail avec nous',
    lead: `Joignez-vous à une petite équipe en télétravail d’abord, basée à ${site.address.city}, qui aide les entreprises canadiennes à mettre l’IA au travail concrètement.`,
    cta: 'Voir les postes offerts',
  },
  openPositions: {
    heading: 'Postes offerts',
    lead: 'Les postes à pourvoir en ce moment. Chaque offre indique le lieu de travail et la façon de postuler.',
  },
  loading: 'Chargement des postes offerts…',
  fetchFailed: 'Impossible de récupérer les offres d’emploi',
  clientFailed: 'Impossible d’initialiser le client Supabase. Veuillez actualiser la page.',
  tryAgain: 'Réessayer',
  empty: {
    title: 'Aucun poste offert pour le moment',
    body: 'Revenez bientôt, ou envoyez votre CV à',
    email: site.careersEmail,
  },
  posted: 'Publié le',
  inOtherLanguage: '(en anglais)',
  viewDetails: 'Voir les détails',
  apply: 'Postuler',
  applyNow: 'Postuler maintenant',
  close: 'Fermer',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  whyJoinUs: {
    heading: 'Pourquoi se joindre à nous',
    lead: 'À quoi ressemble le travail chez nous.',
  },
};

/** The six Why Join Us cards, in the spec's order. */
export const careerPerks: CareerPerk[] = [
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'Travaillez avec les outils d’IA actuels et transformez-les en automatisations que de vraies entreprises utilisent tous les jours.',
  },
  {
    icon: 'trend',
    title: 'Croissance',
    description:
      'Une jeune entreprise grandit vite, et les gens qui y travaillent aussi : nouvelles compétences, nouveaux clients, nouvelles responsabilités.',
  },
  {
    icon: 'target',
    title: 'Impact',
    description:
      'Voyez la différence que fait votre travail : des heures gagnées pour des cliniques, des restaurants, des salons et de petites équipes.',
  },
  {
    icon: 'globe',
    title: 'Télétravail d’abord',
    description: 'Travaillez de n’importe où au Canada, avec un bureau à Saskatoon quand vous voulez vous voir en personne.',
  },
  {
    icon: 'users',
    title: 'Culture de collaboration',
    description: 'De petites équipes, des échanges ouverts et des collègues qui partagent ce qu’ils apprennent.',
  },
  {
    icon: 'award',
    title: 'Avantages concurrentiels',
    description:
      'Un salaire et des avantages sociaux concurrentiels, un horaire flexible et l’équipement qu’il vous faut pour donner le meilleur de vous-même.',
  },
];
