import type { Localized } from '@prairieflow/contracts';
import type * as en from '../content-hub.ts';
import type { HubArticle } from '../content-hub.ts';
import { blogTopics } from './blog.ts';

/**
 * French twin of ../content-hub.ts. Categories are in the English order, so the n-th French
 * category is the n-th English one. Dates are ISO (yyyy-MM-dd) so the page formats them with
 * Intl in fr-CA instead of carrying a written-out date.
 */
export const hubCategories: Localized<typeof en.hubCategories> = [
  'Tendances',
  'Sécurité',
  'Stratégie',
  'Technologie',
  'Étude de cas',
  'Innovation',
];

export const hubArticles: Localized<HubArticle>[] = [
  {
    id: 1,
    image: '/images/blog/ai-customer-experience-revolution.svg',
    category: 'Tendances',
    date: '2026-11-10',
    title: 'La révolution de l’expérience client par l’IA en restauration et en hôtellerie',
    description: 'Comment les assistants IA répondent à chaque appel, prennent les commandes sans erreur et fidélisent les habitués.',
    slug: 'ai-customer-experience-revolution',
  },
  {
    id: 2,
    image: '/images/blog/securing-patient-data-healthcare-automation.svg',
    category: 'Sécurité',
    date: '2026-10-28',
    title: 'Protéger les données des patients quand votre clinique automatise',
    description: 'Préserver les renseignements des patients tout en confiant à l’IA les rendez-vous, l’accueil et la documentation.',
    slug: 'securing-patient-data-healthcare-automation',
  },
  {
    id: 3,
    image: '/images/blog/ai-hr-hiring-strategy.svg',
    category: 'Stratégie',
    date: '2026-10-14',
    title: 'Une stratégie concrète pour l’IA en RH et en recrutement',
    description: 'Là où l’IA aide le plus les équipes RH, du tri des candidatures à l’intégration, et comment la déployer équitablement.',
    slug: 'ai-hr-hiring-strategy',
  },
  {
    id: 4,
    image: '/images/blog/ai-assistants-real-estate-technology.svg',
    category: 'Technologie',
    date: '2026-09-30',
    title: 'La technologie derrière les assistants IA des équipes immobilières',
    description:
      'Comment les assistants répondent aux questions sur les inscriptions, qualifient les prospects et planifient les visites, expliqué simplement.',
    slug: 'ai-assistants-real-estate-technology',
  },
  {
    id: 5,
    image: '/images/blog/salon-spa-no-shows-case-study.svg',
    category: 'Étude de cas',
    date: '2026-09-16',
    title: 'Comment un salon peut remplir son carnet et réduire les rendez-vous manqués grâce à l’IA',
    description: 'Réservation par l’IA, rappels et réponses aux avis qui travaillent ensemble dans un salon indépendant typique.',
    slug: 'salon-spa-no-shows-case-study',
  },
  {
    id: 6,
    image: '/images/blog/ai-sales-marketing-innovation.svg',
    category: 'Innovation',
    date: '2026-09-02',
    title: 'Innovation : l’IA qui fait le suivi de chaque prospect',
    description: 'Réponse aux prospects, suivis adaptés, contenu et rapports pour les petites équipes de ventes et de marketing.',
    slug: 'ai-sales-marketing-innovation',
  },
];

export const contentHubCopy: Localized<typeof en.contentHubCopy> = {
  filterLabel: 'Filtrer les articles par catégorie',
  allCategories: 'Tous',
  readArticle: 'Lire l’article',
  noArticles: 'Aucun article dans cette catégorie pour l’instant.',
  paginationLabel: 'Pages d’articles',
  pages: ['1', '2', '3'],
  next: 'Suivant',
  topicsHeading: 'Parcourir par sujet',
  topics: blogTopics,
};

export const editorsPick: Localized<typeof en.editorsPick> = {
  eyebrow: 'Le choix de la rédaction',
  slug: 'ai-customer-experience-revolution',
  title: 'La révolution de l’expérience client par l’IA en restauration et en hôtellerie',
  description:
    'Ne ratez plus jamais un client : comment les restaurants utilisent l’IA pour répondre à chaque appel, réussir chaque commande et redonner du temps à leur équipe pour l’accueil.',
  image: '/images/blog/ai-customer-experience-revolution.svg',
  cta: 'Lire l’article',
};
