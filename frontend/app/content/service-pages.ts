import type { ServiceSlug } from './routes.ts';
import { capabilityPages } from './service-pages-capabilities.ts';
import { industryPages } from './service-pages-industries.ts';
import { localBusinessPages } from './service-pages-local.ts';
import type { ServicePageContent } from './service-pages.types.ts';

export type { ServicePageContent } from './service-pages.types.ts';

/**
 * Previous/next order of the eleven service pages, as one ring.
 *
 * Decision: the spec reports two readings. (a) HRWorkforce → Restaurants → Salons → RealEstate →
 * Clinics → SocialMedia → AIReputation → AIAssistant; (b) a four-page ring Healthcare → Restaurants →
 * HRWorkforce → FinancialServices → Healthcare, which contradicts (a) and skips seven pages. We keep
 * (a) as an unbroken run, add SalesMarketing after AIAssistant (the sales page links to the assistant
 * already), keep (b)'s FinancialServices → Healthcare step, and close the ring with Healthcare →
 * HRWorkforce. Every page is visited once; the last page's "next" is the first page.
 */
export const serviceRing: readonly ServiceSlug[] = [
  'HRWorkforce',
  'Restaurants',
  'Salons',
  'RealEstate',
  'Clinics',
  'SocialMedia',
  'AIReputation',
  'AIAssistant',
  'SalesMarketing',
  'FinancialServices',
  'Healthcare',
];

export const servicePages: readonly ServicePageContent[] = [...industryPages, ...localBusinessPages, ...capabilityPages];

/** A page by slug, from this list or a translation of it (fr/service-pages.ts). */
export function getServicePage(slug: string, pages: readonly ServicePageContent[] = servicePages): ServicePageContent | undefined {
  return pages.find((page) => page.slug === slug);
}

/** The neighbours of a page on the ring; undefined for a slug that is not on it. */
export function ringNeighbours(slug: string, ring: readonly string[] = serviceRing) {
  const index = ring.indexOf(slug);
  if (index === -1) return undefined;
  return {
    previous: ring[(index - 1 + ring.length) % ring.length],
    next: ring[(index + 1) % ring.length],
  };
}

export const servicePageCopy = {
  back: 'Back to All Services',
  backHref: '/services#top',
  impactHeading: 'Results Our Clients See',
  demoLabel: 'Schedule a Demo',
  contact: { label: 'Contact Us', href: '/contact' },
  previous: 'Previous',
  next: 'Next',
  pagerLabel: 'More services',
  learnMore: 'Learn More',
};

export const serviceHref = (slug: string) => `/services/${slug}`;
