import type { MetaDescriptor } from 'react-router';
import { pageTitle, site } from '~/content/site';

export interface PageSeo {
  /** Short page name; the site name and tagline are appended. Omit on home. */
  title?: string;
  description: string;
  path: string;
}

/** Title, description, canonical URL and Open Graph tags for a route's `meta` export. */
export function seo({ title, description, path }: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = new URL(path, site.url).toString();
  const image = new URL('/images/og-default.png', site.url).toString();
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
