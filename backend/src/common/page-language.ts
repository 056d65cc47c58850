import type { Language } from '@prairieflow/contracts';

/** A French page lives under /fr (/fr, /fr/contact, /fr/content/…); anything else is English. */
const FRENCH_PATH = /^\/fr(\/|$)/;

/**
 * The language of the page a visitor acted on: the optional `language` field when the browser
 * sent one, else the /fr prefix of the page's URL (the Referer), else unknown (null). Never
 * trusted for anything but choosing words: it only picks the e-mail language and the label.
 */
export function pageLanguage(explicit: Language | undefined, pageUrl: string | undefined): Language | null {
  if (explicit) return explicit;
  if (!pageUrl) return null;
  try {
    return FRENCH_PATH.test(new URL(pageUrl, 'http://localhost').pathname) ? 'fr' : 'en';
  } catch {
    return null;
  }
}
