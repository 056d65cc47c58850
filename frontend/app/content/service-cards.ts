import type { IconKey } from './icons.ts';

/** Spec entity "Service card": icon key, title, description, showLearnMore (default true). */
export interface ServiceCardData {
  icon: IconKey;
  title: string;
  description: string;
  showLearnMore?: boolean;
}

/**
 * The spec's Learn More rule, checked in the spec's order: the first keyword the title contains
 * (case-insensitive) wins. Kept literal on purpose, so "hr" also matches inside a longer word
 * (e.g. "Three"): titles are ours, and the card's wording decides where it leads.
 */
const learnMoreRules: ReadonlyArray<readonly [keywords: readonly string[], href: string]> = [
  [['healthcare'], '/services/Healthcare'],
  [['restaurant'], '/services/Restaurants'],
  [['real estate'], '/services/RealEstate'],
  [['sales', 'marketing'], '/services/SalesMarketing'],
  [['human resources', 'hr'], '/services/HRWorkforce'],
  [['salon', 'spa'], '/services/Salons'],
  [['financial'], '/services/FinancialServices'],
  [['clinic'], '/services/Clinics'],
  [['reputation'], '/services/AIReputation'],
  [['assistant'], '/services/AIAssistant'],
  [['social'], '/services/SocialMedia'],
];

export const LEARN_MORE_FALLBACK = '/services';

export function learnMoreHref(title: string): string {
  const lower = title.toLowerCase();
  const rule = learnMoreRules.find(([keywords]) => keywords.some((k) => lower.includes(k)));
  return rule ? rule[1] : LEARN_MORE_FALLBACK;
}

export const learnMoreLabel: string = 'Learn More';
/** The link's full name: the visible label, then (for screen readers and crawlers) what it is about. */
export const learnMoreName = (title: string) => `Learn More about ${title}`;

/** The six industries, shared by the home services grid and the services page. */
export const industryCards: ServiceCardData[] = [
  {
    icon: 'healthcare',
    title: 'Healthcare',
    description: 'Automate patient intake, reminders and documentation so your staff can focus on care.',
  },
  {
    icon: 'restaurant',
    title: 'Restaurants & Hospitality',
    description: 'Take orders and reservations around the clock and cut order errors with AI that never rushes.',
  },
  {
    icon: 'realestate',
    title: 'Real Estate',
    description: 'Answer every buyer and renter inquiry instantly, qualify leads and book showings automatically.',
  },
  {
    icon: 'sales',
    title: 'Sales & Marketing',
    description: 'Score leads, personalise follow-ups and keep your pipeline moving without manual busywork.',
  },
  {
    icon: 'hr',
    title: 'Human Resources',
    description: 'Screen candidates, schedule interviews and onboard new hires with far less paperwork.',
  },
  {
    icon: 'salon',
    title: 'Salons & Spas',
    description: 'Let clients book, reschedule and get reminders on their own, day or night.',
  },
];
