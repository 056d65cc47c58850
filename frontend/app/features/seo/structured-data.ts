import type { BlogPost, JobListing } from '@prairieflow/contracts';
import { site } from '~/content/site';

/**
 * schema.org JSON-LD builders. Pure and deterministic (same input, same bytes), because a later
 * Content-Security-Policy may allow inline scripts by hash.
 */
type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLdObject = { [key: string]: JsonLdValue | undefined };

const absolute = (path: string) => new URL(path, site.url).toString();

const organizationRef = (): JsonLdObject => ({ '@type': 'Organization', name: site.name, sameAs: absolute('/') });

export function organizationLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
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

export function blogPostingLd(post: BlogPost, description: string): JsonLdObject {
  const url = absolute(`/content/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: post.cover_image_url ? absolute(post.cover_image_url) : undefined,
    datePublished: post.published_at ?? undefined,
    dateCreated: post.created_at,
    url,
    mainEntityOfPage: url,
    author: organizationRef(),
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absolute('/favicon.svg') } },
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

export function jobPostingLd(job: JobListing): JsonLdObject {
  const remote = /remote/i.test(job.location);
  const city = /saskatoon/i.test(job.location) ? site.address.city : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted_at,
    employmentType: employmentTypes[job.type.trim().toLowerCase()] ?? job.type,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: absolute('/') },
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote ? { '@type': 'Country', name: 'Canada' } : undefined,
    jobLocation: city
      ? { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: site.address.region, addressCountry: 'CA' } }
      : undefined,
    directApply: false,
    url: absolute('/careers'),
  };
}

/** JSON for an inline <script type="application/ld+json">: `<` escaped so no `</script>` can close it. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
