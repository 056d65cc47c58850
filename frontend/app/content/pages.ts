import { homeHero } from './home.ts';

/** Per-route SEO and headline: unique title and description for every static page. */
export interface PageIntro {
  path: string;
  title?: string;
  description: string;
  headline: string;
  lead: string;
}

export const pages = {
  home: {
    path: '/',
    description:
      'AI automation for small and mid-size businesses in Canada: chat and call assistants, scheduling, reviews and reporting that cut costs and unlock growth.',
    headline: homeHero.headline,
    lead: homeHero.lead,
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: 'Founded in 2025 in Canada, we build practical AI automation for growing businesses.',
    headline: 'About Us',
    lead: 'We help small and mid-size businesses put AI to work, practically and responsibly.',
  },
  services: {
    path: '/services',
    title: 'Services',
    description: 'AI automation services for healthcare, restaurants, real estate, sales and marketing, HR, and salons and spas.',
    headline: 'Our Services',
    lead: 'Industry-ready AI automation that fits the way your business already works.',
  },
  solutions: {
    path: '/solutions',
    title: 'Solutions',
    description: 'AI call and chat assistants, reputation management, social media automation and appointment scheduling.',
    headline: 'AI Solutions',
    lead: 'Four building blocks that take repetitive work off your team.',
  },
  products: {
    path: '/products',
    title: 'Products',
    description: 'Try our AI assistants for real estate, HR and restaurants in live interactive demos.',
    headline: 'Our Products',
    lead: 'See our assistants at work in live, interactive demos.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: 'Talk to our team about AI automation for your business, or book a demo.',
    headline: 'Contact Us',
    lead: 'Questions, ideas or a project in mind? We would love to hear from you.',
  },
  terms: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that govern your use of our website and services.',
    headline: 'Terms of Service',
    lead: 'Please read these terms carefully before using our website.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect personal information, under PIPEDA and CASL.',
    headline: 'Privacy Policy',
    lead: 'How we handle the information you share with us.',
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    description: 'Join a remote-first team building practical AI automation for growing businesses.',
    headline: 'Careers',
    lead: 'Help businesses work smarter with AI.',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description: 'AI Insights: articles on AI automation, customer experience and operations for growing businesses.',
    headline: 'AI Insights',
    lead: 'Ideas and practical guides on putting AI to work.',
  },
  content: {
    path: '/content',
    title: 'Content Hub',
    description: 'Articles on AI trends, security, strategy, technology, case studies and innovation.',
    headline: 'Content Hub',
    lead: 'Explore our latest thinking on AI automation.',
  },
} satisfies Record<string, PageIntro>;
