import type { Localized } from '@prairieflow/contracts';
import type * as en from '../blog.ts';
import { site } from '../site.ts';

/** French twin of ../blog.ts: the blog list (Perspectives IA) and the article page, the spec's messages included. */
export const blogCopy: Localized<typeof en.blogCopy> = {
  eyebrow: 'Blogue',
  heading: 'Perspectives IA',
  lead: 'Des idées concrètes sur l’automatisation par l’IA pour la santé, la restauration, l’immobilier, les ventes et le marketing, les RH ainsi que les salons et spas.',
  loading: 'Chargement des articles…',
  fetchFailed: 'Impossible de récupérer les articles du blogue',
  fetchException: 'Une erreur s’est produite lors de la récupération des articles du blogue',
  empty: 'Aucun article de blogue trouvé',
  tryAgain: 'Réessayer',
  previous: 'Précédent',
  next: 'Suivant',
  paginationLabel: 'Pages du blogue',
  pageLabel: 'Page',
  topicsHeading: 'Parcourir par sujet',
  topicsLead: 'Les sujets que nous abordons le plus souvent.',
  inOtherLanguage: '(en anglais)',
};

/** The static Browse by Topic list: twelve buttons, as in English. */
export const blogTopics: Localized<typeof en.blogTopics> = [
  'Automatisation par l’IA',
  'Expérience client',
  'Santé',
  'Restauration',
  'Immobilier',
  'Ventes et marketing',
  'RH et main-d’œuvre',
  'Salons et spas',
  'Agents conversationnels',
  'Sécurité des données',
  'Analytique',
  'Mise en place',
];

/** The nine categories a post without "Category: …" in its title may get, in the English order. */
export const postCategories: Localized<typeof en.postCategories> = [
  'Tendances',
  'Sécurité',
  'Stratégie',
  'Technologie',
  'Étude de cas',
  'Innovation',
  'Mise en place',
  'Analytique',
  'Expérience client',
];

export const excerptFallback: string = 'Cliquez pour lire cet article';

export const articleCopy: Localized<typeof en.articleCopy> = {
  backToArticles: 'Retour aux articles',
  viewsComingSoon: 'Nombre de lectures bientôt disponible',
  minRead: 'min de lecture',
  loading: 'Chargement de l’article…',
  errorHeading: 'Erreur',
  returnToBlog: 'Retour au blogue',
  notFound: 'Article de blogue introuvable',
  fetchFailed: 'Impossible de récupérer l’article de blogue',
  noSlug: 'Aucun article de blogue précisé',
  generic: 'Un problème est survenu au chargement de cet article. Veuillez réessayer.',
  coverAlt: 'Image de couverture de l’article',
};

export const articleByline: Localized<typeof en.articleByline> = {
  name: 'Fondateur',
  organization: site.name,
  initials: 'PF',
};
