import type { Localized } from '@prairieflow/contracts';
import type * as en from '../site.ts';
import { site as enSite } from '../site.ts';

/**
 * French twin of ../site.ts: the same identity and contact details, with the tagline, the
 * description and the postal address written the French way (Canada Post's French format).
 */
export const site: Localized<typeof en.site> = {
  ...enSite,
  tagline: 'L’automatisation par l’IA pour les entreprises en croissance',
  description:
    'Une automatisation par l’IA intelligente, évolutive et économique qui simplifie vos opérations, élimine les pertes de temps et libère la croissance des PME.',
  address: { ...enSite.address, street: '201, 21st Street East, bureau 500', region: 'Saskatchewan' },
};

export const fullAddress = `${site.address.street}, ${site.address.city} (${site.address.region}) ${site.address.postalCode}, ${site.address.country}`;

/** The document title of every French route (spec: an AI business automation title). */
export const pageTitle: typeof en.pageTitle = (page) =>
  [page, `${site.name} – Automatisation des entreprises par l’IA`].filter(Boolean).join(' | ');
