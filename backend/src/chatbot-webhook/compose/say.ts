import type { SiteFacts } from '../knowledge/site-facts';
import type { Language } from '../router/language';

/** The demo link every buying-intent answer offers: the site's Book a Demo goes to /contact. */
export const DEMO_PATH = '/contact';

/** One phrase in the visitor's language. */
export const say = (lang: Language, en: string, fr: string) => (lang === 'fr' ? fr : en);

/** A site path in the answer's language: the French site is /fr plus the English path. */
export const localPath = (f: SiteFacts, path: string) => (f.prefix && path === '/' ? f.prefix : `${f.prefix}${path}`);
export const link = (f: SiteFacts, label: string, path: string) => `[${label}](${localPath(f, path)})`;

/** "a, b and c" / "a, b et c". */
export function listOf(items: string[], lang: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${say(lang, 'and', 'et')} ${items.at(-1)}`;
}

export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
export const stripEnd = (s: string) => s.trim().replace(/[.!]+$/, '');

/** French punctuation: a no-break space before ":" and a narrow one before ? ! ; (the site's typography). */
export const frenchSpacing = (text: string) => text.replace(/ ([?!;])/g, '\u202f$1').replace(/ :(?=\s)/g, '\u00a0:');

export const demoStep = (f: SiteFacts, buying: boolean) =>
  buying
    ? say(
        f.lang,
        `The next step is a short demo: [Book a Demo](${localPath(f, DEMO_PATH)}) and we'll show it working on your own case.`,
        `La prochaine étape est une courte démo : [réservez une démo](${localPath(f, DEMO_PATH)}) et nous vous la montrerons sur votre propre cas.`,
      )
    : say(
        f.lang,
        `Want to see it in action? [Book a Demo](${localPath(f, DEMO_PATH)}).`,
        `Vous aimeriez le voir en action ? [Réservez une démo](${localPath(f, DEMO_PATH)}).`,
      );

export const teamStep = (f: SiteFacts, what: string) =>
  say(
    f.lang,
    `Our team can confirm ${what}: [contact us](${localPath(f, '/contact')}).`,
    `Notre équipe peut vous confirmer ${what} : [écrivez-nous](${localPath(f, '/contact')}).`,
  );

/** "call us at …, e-mail … or use our contact page", from the site's own details only. */
export function contactLine(f: SiteFacts): string {
  const parts = [
    f.phone && say(f.lang, `call us at ${f.phone}`, `par téléphone au ${f.phone}`),
    f.email && say(f.lang, `e-mail ${f.email}`, `par courriel à ${f.email}`),
  ].filter(Boolean);
  return say(
    f.lang,
    `You can ${parts.length ? `${parts.join(', ')}, or ` : ''}use our [contact page](${localPath(f, '/contact')}).`,
    `Vous pouvez joindre notre équipe ${parts.length ? `${parts.join(', ')}, ou ` : ''}par notre [page Contact](${localPath(f, '/contact')}).`,
  );
}
