import type { BlogPost, JobListing } from '@prairieflow/contracts';
import { site as enSite } from '~/content/site';
import { site as frSite } from '~/content/fr/site';
import { type Lang, localizeHref, locales } from '~/i18n/lang';

/**
 * schema.org JSON-LD builders. Pure and deterministic (same input, same bytes), because a later
 * Content-Security-Policy may allow inline scripts by hash.
 */
type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLdObject = { [key: string]: JsonLdValue | undefined };

/** The site's origin is PUBLIC_SITE_URL (given by the renderer); paths are in the page's language. */
const absolute = (origin: string, path: string, lang: Lang = 'en') => new URL(localizeHref(path, lang), origin).toString();
const siteOf = (lang: Lang) => (lang === 'fr' ? frSite : enSite);

const organizationRef = (origin: string): JsonLdObject => ({ '@type': 'Organization', name: enSite.name, sameAs: absolute(origin, '/') });

export function organizationLd(origin: string, lang: Lang = 'en'): JsonLdObject {
  const site = siteOf(lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absolute(origin, '/', lang),
    logo: absolute(origin, '/favicon.svg'),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phone.href.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'CA',
    },
    sameAs: site.social.map((s) => s.href),
  };
}

export function blogPostingLd(post: BlogPost, description: string, origin: string, lang: Lang = 'en'): JsonLdObject {
  const url = absolute(origin, `/content/${post.slug}`, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: post.cover_image_url ? absolute(origin, post.cover_image_url) : undefined,
    inLanguage: locales[lang],
    datePublished: post.published_at ?? undefined,
    dateCreated: post.created_at,
    url,
    mainEntityOfPage: url,
    author: organizationRef(origin),
    publisher: { '@type': 'Organization', name: enSite.name, logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') } },
  };
}

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
};

export function jobPostingLd(job: JobListing, origin: string, lang: Lang = 'en'): JsonLdObject {
  const site = siteOf(lang);
  const remote = /remote|distance|télétravail/i.test(job.location);
  const city = /saskatoon/i.test(job.location) ? site.address.city : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted_at,
    employmentType: employmentTypes[job.type.trim().toLowerCase()] ?? job.type,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: absolute(origin, '/') },
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote ? { '@type': 'Country', name: 'Canada' } : undefined,
    jobLocation: city
      ? {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: enSite.address.region, addressCountry: 'CA' },
        }
      : undefined,
    directApply: false,
    url: absolute(origin, '/careers', lang),
  };
}

/** JSON for an inline <script type="application/ld+json">: `<` escaped so no `</script>` can close it. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
