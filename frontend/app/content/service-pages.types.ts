import type { IconKey } from './icons.ts';
import type { ServiceSlug } from './routes.ts';

export interface ServicePageFeature {
  icon: IconKey;
  title: string;
  description: string;
}

export interface ServicePageExtra {
  title: string;
  description: string;
  /** Another service page this card links to (the spec's broken lowercase links, fixed). */
  link?: ServiceSlug;
}

/** One service page (/services/{slug}); services/service-page.tsx renders every one. */
export interface ServicePageContent {
  slug: ServiceSlug;
  /** Short name, used in the title, the breadcrumbs and the previous/next links. */
  name: string;
  icon: IconKey;
  seoDescription: string;
  hero: { eyebrow: string; headline: string; lead: string };
  /** Headline impact figures: only the spec's marketing claims (section 9). */
  impact: { value: string; label: string }[];
  featuresHeading: string;
  features: [ServicePageFeature, ServicePageFeature, ServicePageFeature];
  extrasHeading: string;
  extras: ServicePageExtra[];
  cta: { heading: string; text: string };
}
