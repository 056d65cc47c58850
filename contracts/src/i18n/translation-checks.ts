/**
 * Checks shared by every translation test (contracts, front end, back end): the shapes of an
 * English value and its French twin, and the texts a value holds.
 */

export interface TextEntry {
  path: string;
  text: string;
}

const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/**
 * Where `fr` does not have `en`'s shape: keys only one side has (deeply), arrays of different
 * lengths, a text where the other side has a number. Functions must be functions on both sides;
 * `sameValueKeys` names language-neutral keys (paths, icons, sizes) whose values must be equal.
 */
export function shapeIssues(en: unknown, fr: unknown, sameValueKeys: ReadonlySet<string> = new Set(), path = '$'): string[] {
  if (kind(en) !== kind(fr)) return [`${path}: English is ${kind(en)}, French is ${kind(fr)}`];
  if (Array.isArray(en)) {
    const other = fr as unknown[];
    if (en.length !== other.length) return [`${path}: English has ${en.length} items, French has ${other.length}`];
    return en.flatMap((item, i) => shapeIssues(item, other[i], sameValueKeys, `${path}[${i}]`));
  }
  if (kind(en) !== 'object') return [];
  const a = en as Record<string, unknown>;
  const b = fr as Record<string, unknown>;
  const issues: string[] = [];
  for (const key of Object.keys(a)) if (!(key in b)) issues.push(`${path}.${key}: missing in French`);
  for (const key of Object.keys(b)) if (!(key in a)) issues.push(`${path}.${key}: only in French`);
  for (const key of Object.keys(a)) {
    if (!(key in b)) continue;
    if (sameValueKeys.has(key) && kind(a[key]) !== 'object' && kind(a[key]) !== 'array' && a[key] !== b[key]) {
      issues.push(`${path}.${key}: must stay ${JSON.stringify(a[key])}, French has ${JSON.stringify(b[key])}`);
    }
    issues.push(...shapeIssues(a[key], b[key], sameValueKeys, `${path}.${key}`));
  }
  return issues;
}

/** Every text in a value, with its path; `skipKeys` leaves out language-neutral keys. */
export function textsOf(value: unknown, skipKeys: ReadonlySet<string> = new Set(), path = '$'): TextEntry[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, skipKeys, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (skipKeys.has(key) ? [] : textsOf(item, skipKeys, `${path}.${key}`)));
  }
  return [];
}

/** Small English words French prose never uses: one of them in a French text is an untranslated fragment. */
const ENGLISH_WORD =
  /(?<!\p{L})(the|and|your|you|with|our|we|please|this|that|will|from|for|is|are|of|to|be|it|not|can|by|at|here|more|now)(?!\p{L})/giu;

/**
 * English left in a French text: a small English word, or a whole English text of three words or
 * more (a spec sentence, a label) found inside it. `allowed` lists names that stay in English
 * (the brand, "Global Privacy Control"); they are removed before looking.
 */
export function englishLeaks(text: string, englishTexts: readonly string[], allowed: readonly string[] = []): string[] {
  let rest = text;
  for (const name of allowed) rest = rest.split(name).join(' ');
  const lower = rest.toLowerCase();
  const issues = [...rest.matchAll(ENGLISH_WORD)].map((m) => `English word "${m[0]}" in ${JSON.stringify(text.slice(0, 80))}`);
  for (const english of englishTexts) {
    if (english.trim().split(/\s+/).length >= 3 && lower.includes(english.toLowerCase())) {
      issues.push(`English text ${JSON.stringify(english.slice(0, 60))} in ${JSON.stringify(text.slice(0, 80))}`);
    }
  }
  return issues;
}
