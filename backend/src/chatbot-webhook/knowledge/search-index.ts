import MiniSearch from 'minisearch';
import { synonymGroups, frenchGlossary } from './lexicon';
import type { Passage, ScoredPassage } from './passage';
import { processTerm, tokenize } from './text';

/** Typos are fixed against the words the index and the synonym table know. */
function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b.length] <= max;
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
      processTerm,
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
    return (this.documentFrequency.get(term) ?? 0) <= Math.max(3, this.passages.length * 0.15);
  }

  /** The query with misspelt words replaced by the nearest known word (one or two edits). */
  correct(query: string): string {
    return tokenize(query)
      .map((word) => {
        if (word.length < 5 || this.vocabulary.has(word) || /\d/.test(word)) return word;
        const max = word.length >= 8 ? 2 : 1;
        for (const known of this.vocabulary) if (known.length >= 4 && editDistanceAtMost(word, known, max)) return known;
        return word;
      })
      .join(' ');
  }

  query(text: string, limit = 5): ScoredPassage[] {
    const corrected = this.correct(text);
    const results = this.search.search(corrected, {
      boost: { title: 2, section: 0.5 },
      prefix: (term) => term.length >= 6,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      weights: { fuzzy: 0.3, prefix: 0.4 },
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
    }));
  }
}
