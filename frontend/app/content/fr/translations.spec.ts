import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { catalogues, englishLeaks, frenchTypographyIssues, shapeIssues, textsOf } from '@prairieflow/contracts';

/**
 * Keeps the French text honest: every English copy module (content/*.ts, features/x/x.copy.ts)
 * has a French twin with exactly its keys, French typography throughout, no English left over,
 * and the same numbers (a translation never adds or drops a claim).
 */
type Exports = Record<string, unknown>;

const contentDir = path.join(__dirname, '..');
const featuresDir = path.join(contentDir, '..', 'features');

/** Modules with no visitor-facing text at all. */
const COPY_FREE = new Set(['index', 'icons', 'routes', 'service-pages.types']);
/** Exports that are logic or language-neutral constants, used by both languages as they are. */
const NEUTRAL: Record<string, string[]> = {
  blog: ['defaultCoverImage', 'excerptLength', 'wordsPerMinute'],
  navigation: ['isActivePath'],
  'service-cards': ['LEARN_MORE_FALLBACK', 'learnMoreHref'],
  'service-pages': ['serviceRing', 'getServicePage', 'ringNeighbours', 'serviceHref'],
  'chat.copy': ['CHAT_REPLY_DELAY_MS'],
};
/** Keys whose values are paths, icons, ids or sizes: the same in both languages, never translated. */
const SAME = new Set(['href', 'path', 'src', 'icon', 'slug', 'id', 'link', 'demoUrlKey', 'image', 'backHref', 'width', 'height']);
const NOT_TEXT = new Set([
  ...SAME,
  'email',
  'url',
  'phone',
  'social',
  'postalCode',
  'city',
  'country',
  'legalName',
  'name',
  'initials',
  'organization',
]);
/** Names that stay in English in French text. */
const ALLOWED = ['Prairieflow AI', 'Global Privacy Control', 'Do Not Track', '21st Street East', 'Supabase'];

const code = (name: string) => name.replace(/\.ts$/, '');
// Every content module, found by listing the folders, so a new one is checked without editing this.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by path, under Jest's transform
const load = (file: string) => require(file) as Exports;
const runtime = (m: Exports) => Object.keys(m).filter((k) => k !== '__esModule' && k !== 'default');

const pairs: { name: string; en: Exports; fr: Exports }[] = [
  ...readdirSync(contentDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !COPY_FREE.has(code(f)))
    .map((f) => ({ name: code(f), en: load(path.join(contentDir, f)), fr: load(path.join(contentDir, 'fr', f)) })),
  ...readdirSync(featuresDir).flatMap((feature) =>
    readdirSync(path.join(featuresDir, feature))
      .filter((f) => f.endsWith('.copy.ts'))
      .map((f) => ({
        name: code(f),
        en: load(path.join(featuresDir, feature, f)),
        fr: load(path.join(featuresDir, feature, f.replace(/\.ts$/, '.fr.ts'))),
      })),
  ),
];
const shared = (p: (typeof pairs)[number]) => runtime(p.en).filter((k) => !(NEUTRAL[p.name] ?? []).includes(k));
const frenchTexts = pairs.flatMap((p) => shared(p).flatMap((k) => textsOf(p.fr[k], NOT_TEXT, `${p.name}.${k}`)));
const englishTexts = [
  ...pairs.flatMap((p) => shared(p).flatMap((k) => textsOf(p.en[k]).map((e) => e.text))),
  ...textsOf(catalogues.en).map((e) => e.text),
];

describe('French twins of the English copy modules', () => {
  it('covers every copy module: content/*.ts and features/*/*.copy.ts', () => {
    expect(pairs.length).toBe(26);
    expect(
      pairs
        .filter((p) => p.name.endsWith('.copy'))
        .map((p) => p.name)
        .sort(),
    ).toEqual(['chat.copy', 'contact-form.copy', 'demo-form.copy', 'newsletter.copy']);
    expect(
      readdirSync(path.join(contentDir, 'fr')).filter((f) => !f.endsWith('.spec.ts') && !existsSync(path.join(contentDir, f))),
    ).toEqual([]);
  });

  it.each(pairs.map((p) => [p.name, p] as const))('%s: French exports exactly the English copy exports', (_name, p) => {
    expect(runtime(p.fr).sort()).toEqual(shared(p).sort());
  });

  it.each(pairs.map((p) => [p.name, p] as const))('%s: same keys deeply, same array lengths, same paths and icons', (_name, p) => {
    expect(shared(p).flatMap((k) => shapeIssues(p.en[k], p.fr[k], SAME, `${p.name}.${k}`))).toEqual([]);
  });
});

describe('French text', () => {
  it('follows French typography (no-break spaces, « », ’, no straight quotes)', () => {
    expect(frenchTexts.length).toBeGreaterThan(700);
    expect(frenchTexts.flatMap((e) => frenchTypographyIssues(e.text).map((i) => `${e.path}: ${i}`))).toEqual([]);
  });

  it('leaks no English sentence, label or small English word (brand names aside)', () => {
    expect(frenchTexts.flatMap((e) => englishLeaks(e.text, englishTexts, ALLOWED).map((i) => `${e.path}: ${i}`))).toEqual([]);
  });

  it('translates every multi-word English text instead of copying it', () => {
    const same = pairs.flatMap((p) =>
      shared(p).flatMap((k) => {
        const enTexts = textsOf(p.en[k], NOT_TEXT, `${p.name}.${k}`);
        const frByPath = new Map(textsOf(p.fr[k], NOT_TEXT, `${p.name}.${k}`).map((e) => [e.path, e.text]));
        return enTexts.filter((e) => /\p{L}+\s+\p{L}+/u.test(e.text) && frByPath.get(e.path) === e.text).map((e) => e.path);
      }),
    );
    expect(same).toEqual([]);
  });

  it('keeps every number of the English text (no claim added or dropped)', () => {
    const numbers = (text: string) => [...new Set((text.match(/\d+/g) ?? []).map(Number))].sort((a, b) => a - b);
    const differ = pairs.flatMap((p) =>
      shared(p).flatMap((k) => {
        const frByPath = new Map(textsOf(p.fr[k], new Set(['date', 'lastUpdated'])).map((e) => [e.path, e.text]));
        return textsOf(p.en[k], new Set(['date', 'lastUpdated']))
          .filter((e) => JSON.stringify(numbers(e.text)) !== JSON.stringify(numbers(frByPath.get(e.path) ?? '')))
          .map((e) => `${p.name}.${k}${e.path.slice(1)}: ${JSON.stringify(e.text)} vs ${JSON.stringify(frByPath.get(e.path))}`);
      }),
    );
    expect(differ).toEqual([]);
  });

  it('writes dates as ISO days (formatted later with Intl in fr-CA), the same days as in English', () => {
    const iso = (english: string) => {
      const d = new Date(`${english} 12:00`);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const dated = pairs.flatMap((p) =>
      shared(p).flatMap((k) =>
        textsOf(p.en[k])
          .filter((e) => /^(date|lastUpdated)$/.test(e.path.split('.').pop() ?? '') && !Number.isNaN(Date.parse(e.text)))
          .map((e) => ({ p, k, e })),
      ),
    );
    expect(dated).toHaveLength(8);
    for (const { p, k, e } of dated) {
      const french = new Map(textsOf(p.fr[k]).map((t) => [t.path, t.text])).get(e.path);
      expect(french).toBe(iso(e.text));
    }
  });
});
