import MiniSearch from 'minisearch';
import { isEverydayEnglish, isEverydayFrench } from './everyday-words';
import { coreWords, frenchGlossary, shorthand, synonymGroups } from './lexicon';
import type { Passage, ScoredPassage } from './passage';
import { fold, processTerm, terms, tokenize } from './text';

/** Site pages are the canonical answers; blog posts add colour but should not outrank them. */
const KIND_BOOST: Record<Passage['kind'], number> = { faq: 1.3, service: 1.2, contact: 1, page: 1, blog: 0.6 };

/** What the whole site is about: only worth searching when the visitor asked nothing sharper. */
const WEAK_TERMS = new Set(['service', 'solution', 'product', 'business', 'company', 'automation', 'industry', 'industries']);

/**
 * Retrieval's terms meet across word forms the shared stemmer keeps apart ("reduce" and
 * "reducing", "cut" and "cutting"), so "articles about reducing no-shows" finds "Reduce
 * No-Shows". Only here: the topic classifier's features keep their trained forms.
 */
export const form = (t: string) =>
  t.length > 5 && /([bdgmnprt])\1$/.test(t) ? t.slice(0, -1) : t.length > 5 && /[^e]e$/.test(t) ? t.slice(0, -1) : t;

function wordForms(term: string): string | string[] | null {
  const processed = processTerm(term);
  return processed === null ? null : Array.isArray(processed) ? processed.map(form) : form(processed);
}

/** Edit distance (with adjacent swaps counting once) when it is at most `max`, else Infinity. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
      best = Math.min(best, row[j]);
    }
    if (best > max) return Infinity;
    before = prev;
    prev = row;
  }
  return prev[b.length] <= max ? prev[b.length] : Infinity;
}

/**
 * BM25 retrieval (MiniSearch) over the passages. Titles weigh double; the query's words go
 * through the same stopword, synonym and French glossary steps as the indexed text.
 */
export class SearchIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly vocabulary: Set<string>;
  private readonly documentFrequency = new Map<string, number>();

  constructor(readonly passages: Passage[]) {
    this.search = new MiniSearch<Passage>({
      fields: ['title', 'text', 'section'],
      storeFields: ['id', 'kind', 'title', 'text', 'path', 'section'],
      tokenize,
      processTerm: wordForms,
      searchOptions: { boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as Passage['kind']) ?? 'page'] ?? 1 },
    });
    this.search.addAll(passages);
    this.vocabulary = new Set([...synonymGroups.flat(), ...Object.keys(frenchGlossary)]);
    for (const p of passages) {
      const words = tokenize(`${p.title} ${p.text}`);
      for (const word of words) this.vocabulary.add(word);
      for (const term of new Set(words.flatMap((w) => processTerm(w) ?? []))) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }

  /** A term that singles out some passages ("ai" and "business" are everywhere, so they do not). */
  isSpecific(term: string): boolean {
    return (this.documentFrequency.get(term) ?? 0) <= Math.max(3, this.passages.length * 0.25);
  }

  /** The query with misspelt words replaced by the nearest known word (one or two edits). */
  correct(query: string): string {
    return tokenize(query)
      .map((word) => this.fixWord(word))
      .join(' ');
  }

  /** Folded words as the visitor wrote them (no phrase rewriting), chat shorthand spelt out, misspellings fixed. */
  correctWords(text: string): string {
    return fold(text)
      .replace(/’/g, "'")
      .split(/[^a-z0-9/'-]+/)
      .filter(Boolean)
      .map((word) => shorthand[word] ?? this.fixWord(word))
      .join(' ');
  }

  private readonly fixed = new Map<string, string>();

  /** Corrections are remembered (at most a few thousand words): the vocabulary scan is the costly part. */
  private fixWord(word: string): string {
    const known = this.fixed.get(word);
    if (known !== undefined) return known;
    const fixed = this.fixWordUncached(word);
    if (this.fixed.size < 5000) this.fixed.set(word, fixed);
    return fixed;
  }

  private fixWordUncached(word: string): string {
    // Everyday words are not typos of site words: "stuff" is not "staff", "talking" not "taking".
    if (this.vocabulary.has(word) || /\d/.test(word) || isEverydayEnglish(word)) return word;
    if (word.length === 3 || word.length === 4) return this.fixShort(word);
    if (word.length < 5) return word;
    const fixed = this.fixLong(word);
    // An everyday French word is at most one slip from what was meant: "scolaire" is not "salaire".
    if (fixed !== word && isEverydayFrench(word) && editDistance(word, fixed, 1) > 1) return word;
    // "speek", "persn": a core word one letter off is closer to what was meant than a rarer site word.
    return fixed === word
      ? (coreWords.find((c) => c.length >= (word.length >= 5 ? 4 : 5) && c[0] === word[0] && editDistance(word, c, 1) <= 1) ?? word)
      : fixed;
  }

  /** "tlk" → "talk", "dta" → "data": a core word with the same first and last letters that contains the word's letters in order, one or two letters longer. */
  private fixShort(word: string): string {
    const inOrder = (short: string, long: string) => {
      let i = 0;
      for (const ch of long) if (ch === short[i]) i++;
      return i === short.length;
    };
    const found = coreWords.find(
      (c) => c[0] === word[0] && c.at(-1) === word.at(-1) && c.length > word.length && c.length <= word.length + 2 && inOrder(word, c),
    );
    // "mcuh" → "much", "waht" → "what": two neighbouring letters swapped inside a core word.
    const swapped = (c: string) =>
      c.length === word.length &&
      c[0] === word[0] &&
      [...c].some((_, i) => i > 0 && i < c.length - 1 && c.slice(0, i) + c[i + 1] + c[i] + c.slice(i + 2) === word);
    return found ?? coreWords.find(swapped) ?? word;
  }

  private fixLong(word: string): string {
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = Infinity;
    for (const known of this.vocabulary) {
      // Misspellings keep the first letter; without this, real words the site does not use
      // become site words ("rental" → "dental").
      if (known.length < 4 || known[0] !== word[0]) continue;
      const distance = editDistance(word, known, max);
      if (distance < bestDistance) [best, bestDistance] = [known, distance];
    }
    return best;
  }

  /** `within`: only the passages of these pages (a follow-up about the page just linked). */
  query(text: string, limit = 5, within?: ReadonlySet<string>): ScoredPassage[] {
    // Words found everywhere ("services", "ai") only add noise once the query has sharper ones.
    const all = terms(this.correct(text));
    const specific = all.filter((t) => this.isSpecific(t) && !WEAK_TERMS.has(t));
    const used = [...new Set(specific.length > 0 ? specific : all)];
    const query = used.join(' ');
    const results = this.search.search(query, {
      boost: { title: 3, section: 0.5 },
      prefix: (term) => term.length >= 6,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      weights: { fuzzy: 0.3, prefix: 0.4 },
      ...(within ? { filter: (r) => within.has(r.path as string) } : {}),
    });
    return results.slice(0, limit).map((r) => ({
      id: r.id as string,
      kind: r.kind as Passage['kind'],
      title: r.title as string,
      text: r.text as string,
      path: r.path as string,
      section: r.section as string | undefined,
      score: r.score,
      matchedTerms: r.queryTerms,
      coverage: used.length === 0 ? 0 : new Set(r.queryTerms).size / used.length,
    }));
  }
}
