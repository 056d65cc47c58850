/**
 * The site's two languages. English keeps the spec's paths; Canadian French lives under /fr
 * with one twin for every English path (/fr, /fr/about, /fr/services/Healthcare, …).
 * Plain functions, no React: the island loader, the server and the tests all use them.
 */
export const langs = ['en', 'fr'] as const;
export type Lang = (typeof langs)[number];

export const FRENCH_PREFIX = '/fr';

/** `<html lang>`, hreflang and Intl locales. */
export const locales: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };
/** Open Graph's og:locale form. */
export const ogLocales: Record<Lang, string> = { en: 'en_CA', fr: 'fr_CA' };

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fr';
}

/** The language a path belongs to: /fr and everything under /fr/ is French. */
export function langOfPath(pathname: string): Lang {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** The English path of any site path (/fr/about → /about, /fr → /). */
export function englishPath(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(FRENCH_PREFIX.length) || '/';
}

/**
 * A site href in the given language: content modules write English paths (/services#top), the
 * French pages link to their twins (/fr/services#top). Anything that is not a site path
 * (https:, mailto:, tel:, #anchor) is returned as it is.
 */
export function localizeHref(href: string, lang: Lang): string {
  if (lang === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (
    href === FRENCH_PREFIX ||
    href.startsWith(`${FRENCH_PREFIX}/`) ||
    href.startsWith(`${FRENCH_PREFIX}?`) ||
    href.startsWith(`${FRENCH_PREFIX}#`)
  )
    return href;
  // Files and API calls have no French twin.
  if (/^\/(api|rest|assets|images|admin)(\/|$)/.test(href) || /\.[a-z0-9]+($|[?#])/i.test(href.split('/').pop() ?? '')) return href;
  const rest = href === '/' ? '' : href.startsWith('/?') || href.startsWith('/#') ? href.slice(1) : href;
  return `${FRENCH_PREFIX}${rest}`;
}

/** The same page in the other language (the header's language switch, hreflang). */
export function twinPath(pathname: string, lang: Lang): string {
  return localizeHref(englishPath(pathname), lang);
}

/** A label's colon: French sets it off with a no-break space (« Dernière mise à jour : … »). */
export const colon = (lang: Lang) => (lang === 'fr' ? '\u00a0: ' : ': ');
