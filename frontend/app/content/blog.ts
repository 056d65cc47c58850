import { site } from './site.ts';

/** Copy of /blog (AI Insights) and of the article page (/content/{slug}). Spec texts are word for word. */
export const blogCopy = {
  eyebrow: 'Blog',
  heading: 'AI Insights',
  lead: 'Practical ideas on AI automation for healthcare, restaurants, real estate, sales and marketing, HR, and salons and spas.',
  loading: 'Loading articles…',
  fetchFailed: 'Failed to fetch blog posts',
  fetchException: 'An error occurred while fetching blog posts',
  empty: 'No blog posts found',
  tryAgain: 'Try Again',
  previous: 'Previous',
  next: 'Next',
  paginationLabel: 'Blog pages',
  pageLabel: 'Page',
  topicsHeading: 'Browse by Topic',
  topicsLead: 'Topics we write about most.',
  /** Under an English item on the French site (no translation yet). */
  inOtherLanguage: '(in French)',
} as const;

/** The static Browse by Topic list (12 buttons; the spec has them do nothing yet). */
export const blogTopics = [
  'AI Automation',
  'Customer Experience',
  'Healthcare',
  'Restaurants',
  'Real Estate',
  'Sales & Marketing',
  'HR & Workforce',
  'Salons & Spas',
  'Chatbots',
  'Data Security',
  'Analytics',
  'Implementation',
] as const;

/** Spec section 9: a post without "Category: …" in its title gets one of these, picked from its slug. */
export const postCategories = [
  'Trends',
  'Security',
  'Strategy',
  'Technology',
  'Case Study',
  'Innovation',
  'Implementation',
  'Analytics',
  'Customer Experience',
] as const;

/** Our own cover, used when a post has none. */
export const defaultCoverImage = '/images/blog/default-cover.svg';
export const excerptFallback: string = 'Click to read this article';
export const excerptLength = 150;
export const wordsPerMinute = 200;

export const articleCopy = {
  backToArticles: 'Back to Articles',
  viewsComingSoon: 'Views coming soon',
  minRead: 'min read',
  loading: 'Loading article…',
  errorHeading: 'Error',
  returnToBlog: 'Return to Blog',
  notFound: 'Blog post not found',
  fetchFailed: 'Failed to fetch blog post',
  noSlug: 'No blog post specified',
  generic: 'Something went wrong while loading this article. Please try again.',
  coverAlt: 'Cover image for',
} as const;

/** The founder byline on every article. Put the founder's name here when they want it shown. */
export const articleByline = {
  name: 'Founder',
  organization: site.name,
  initials: 'PF',
} as const;
