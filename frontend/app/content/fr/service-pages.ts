import type * as en from '../service-pages.ts';
import type { ServicePageContent } from '../service-pages.types.ts';
import { capabilityPages } from './service-pages-capabilities.ts';
import { industryPages } from './service-pages-industries.ts';
import { localBusinessPages } from './service-pages-local.ts';

/** French twin of ../service-pages.ts: the eleven pages in the English order, and the shared labels. */
export const servicePages: readonly ServicePageContent[] = [...industryPages, ...localBusinessPages, ...capabilityPages];

export const servicePageCopy: typeof en.servicePageCopy = {
  back: 'Retour à tous les services',
  backHref: '/services#top',
  impactHeading: 'Les résultats de nos clients',
  demoLabel: 'Planifier une démo',
  contact: { label: 'Nous joindre', href: '/contact' },
  previous: 'Précédent',
  next: 'Suivant',
  pagerLabel: 'Autres services',
  learnMore: 'En savoir plus',
};
