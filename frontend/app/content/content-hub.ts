import { blogTopics } from './blog.ts';

/** The content hub's six hard-coded articles; each is also a seeded post at /content/{slug}. */
export const hubCategories = ['Trends', 'Security', 'Strategy', 'Technology', 'Case Study', 'Innovation'] as const;
export type HubCategory = (typeof hubCategories)[number];

export interface HubArticle {
  id: number;
  image: string;
  category: HubCategory;
  date: string;
  title: string;
  description: string;
  slug: string;
}

export const hubArticles: HubArticle[] = [
  {
    id: 1,
    image: '/images/blog/ai-customer-experience-revolution.svg',
    category: 'Trends',
    date: 'November 10, 2026',
    title: 'The AI Customer Experience Revolution in Restaurants and Hospitality',
    description: 'How AI assistants answer every call, take orders accurately and keep regulars coming back.',
    slug: 'ai-customer-experience-revolution',
  },
  {
    id: 2,
    image: '/images/blog/securing-patient-data-healthcare-automation.svg',
    category: 'Security',
    date: 'October 28, 2026',
    title: 'Keeping Patient Data Safe When Your Clinic Automates',
    description: 'Protecting patient information while using AI for scheduling, intake and documentation.',
    slug: 'securing-patient-data-healthcare-automation',
  },
  {
    id: 3,
    image: '/images/blog/ai-hr-hiring-strategy.svg',
    category: 'Strategy',
    date: 'October 14, 2026',
    title: 'A Practical Strategy for AI in HR and Hiring',
    description: 'Where AI helps HR teams most, from screening to onboarding, and how to roll it out fairly.',
    slug: 'ai-hr-hiring-strategy',
  },
  {
    id: 4,
    image: '/images/blog/ai-assistants-real-estate-technology.svg',
    category: 'Technology',
    date: 'September 30, 2026',
    title: 'The Technology Behind AI Assistants for Real Estate Teams',
    description: 'How assistants answer listing questions, qualify leads and book showings, in plain language.',
    slug: 'ai-assistants-real-estate-technology',
  },
  {
    id: 5,
    image: '/images/blog/salon-spa-no-shows-case-study.svg',
    category: 'Case Study',
    date: 'September 16, 2026',
    title: 'How a Salon Can Fill Its Book and Cut No-Shows with AI',
    description: 'AI booking, reminders and review replies working together in a typical independent salon.',
    slug: 'salon-spa-no-shows-case-study',
  },
  {
    id: 6,
    image: '/images/blog/ai-sales-marketing-innovation.svg',
    category: 'Innovation',
    date: 'September 2, 2026',
    title: 'Innovation: AI That Follows Up on Every Sales Lead',
    description: 'Lead response, adaptive follow-up, content and reporting for small sales and marketing teams.',
    slug: 'ai-sales-marketing-innovation',
  },
];

export const contentHubCopy = {
  filterLabel: 'Filter articles by category',
  allCategories: 'All',
  readArticle: 'Read article',
  noArticles: 'No articles in this category yet.',
  paginationLabel: 'Article pages',
  /** Static, as the spec draws it: three numbers and Next, none of which change the page yet. */
  pages: ['1', '2', '3'],
  next: 'Next',
  topicsHeading: 'Browse by Topic',
  topics: blogTopics,
} as const;

export const editorsPick = {
  eyebrow: "Editor's Pick",
  slug: 'ai-customer-experience-revolution',
  title: 'The AI Customer Experience Revolution in Restaurants and Hospitality',
  description:
    'Never miss a guest again: how restaurants use AI to answer every call, get every order right and give their teams time back for hospitality.',
  image: '/images/blog/ai-customer-experience-revolution.svg',
  cta: 'Read the article',
} as const;
