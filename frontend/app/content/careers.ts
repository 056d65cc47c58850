import type { IconKey } from './icons.ts';
import { site } from './site.ts';

/** Copy of /careers. The spec's messages are word for word. */
export const careersCopy = {
  hero: {
    headline: 'Build the Future of Work With Us',
    lead: `Join a small, remote-first team in ${site.address.city} helping Canadian businesses put practical AI to work.`,
    cta: 'See Open Positions',
  },
  openPositions: {
    heading: 'Open Positions',
    lead: 'Roles open right now. Every listing says where it is based and how to apply.',
  },
  loading: 'Loading open positions…',
  /** Spec section 8: success false without a server message. */
  fetchFailed: 'Failed to fetch job listings',
  /** Spec section 8: the API and the direct database fallback both failed. */
  clientFailed: 'Failed to initialize Supabase client. Please try refreshing the page.',
  tryAgain: 'Try Again',
  empty: {
    title: 'No open positions right now',
    body: 'Please check back soon, or send your resume to',
    email: site.careersEmail,
  },
  posted: 'Posted',
  /** Under an English listing on the French site (no translation yet). */
  inOtherLanguage: '(in French)',
  viewDetails: 'View Details',
  apply: 'Apply',
  applyNow: 'Apply Now',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  whyJoinUs: {
    heading: 'Why Join Us',
    lead: 'What working here is like.',
  },
} as const;

export interface CareerPerk {
  icon: IconKey;
  title: string;
  description: string;
}

/** Spec: six Why Join Us cards, in this order. */
export const careerPerks: CareerPerk[] = [
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description: 'Work with current AI tools and turn them into automations real businesses use every day.',
  },
  {
    icon: 'trend',
    title: 'Growth',
    description: 'A young company grows fast, and so do the people in it: new skills, new clients, new responsibilities.',
  },
  {
    icon: 'target',
    title: 'Impact',
    description: 'See the difference your work makes: hours saved for clinics, restaurants, salons and small teams.',
  },
  {
    icon: 'globe',
    title: 'Remote-First',
    description: 'Work from anywhere in Canada, with an office in Saskatoon when you want to meet in person.',
  },
  {
    icon: 'users',
    title: 'Collaborative Culture',
    description: 'Small teams, open conversations and colleagues who share what they learn.',
  },
  {
    icon: 'award',
    title: 'Competitive Benefits',
    description: 'Competitive pay and benefits, flexible hours and the equipment you need to do your best work.',
  },
];
