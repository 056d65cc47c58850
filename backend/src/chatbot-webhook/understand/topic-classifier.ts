import { fold, terms, tokenize } from '../knowledge/text';
import { intentExamples, type Topic, TOPICS } from './intent-examples';

type Vector = Map<string, number>;

/** Character trigrams carry typos and word forms the term list misses; they weigh less than words. */
const TRIGRAM_WEIGHT = 0.35;

function features(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string, weight: number) => counts.set(key, (counts.get(key) ?? 0) + weight);
  for (const term of terms(text)) add(`w:${term}`, 1);
  for (const word of tokenize(fold(text))) {
    if (word.length < 4) continue;
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) add(`c:${padded.slice(i, i + 3)}`, TRIGRAM_WEIGHT);
  }
  return counts;
}

const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const [k, x] of small) dot += x * (large.get(k) ?? 0);
  return dot / (norm(a) * norm(b));
}

export interface TopicScore {
  topic: Topic;
  score: number;
}

/**
 * Nearest-example topic classifier: TF-IDF vectors of the labelled examples' terms (synonyms,
 * stems and French glosses folded in) plus character trigrams, trained once at start from
 * intent-examples.ts. A message's score for a topic is its best cosine with one of the topic's
 * examples, so one close paraphrase is enough and a topic with many examples is not favoured.
 */
export class TopicClassifier {
  private readonly idf = new Map<string, number>();
  private readonly examples: { topic: Topic; vector: Vector }[] = [];
  private readonly unseen: number;

  constructor(examples: Record<Topic, string[]> = intentExamples) {
    const raw = TOPICS.flatMap((topic) => examples[topic].map((text) => ({ topic, counts: features(text) })));
    const df = new Map<string, number>();
    for (const { counts } of raw) for (const key of counts.keys()) df.set(key, (df.get(key) ?? 0) + 1);
    for (const [key, n] of df) this.idf.set(key, Math.log(1 + raw.length / n));
    this.unseen = Math.log(1 + raw.length);
    for (const { topic, counts } of raw) this.examples.push({ topic, vector: this.weigh(counts) });
  }

  private weigh(counts: Map<string, number>): Vector {
    const v: Vector = new Map();
    // Words never seen in training still count (at the rarest weight): they dilute a match.
    for (const [key, n] of counts) v.set(key, n * (this.idf.get(key) ?? this.unseen));
    return v;
  }

  /** Every topic's score, best first. */
  classify(text: string): TopicScore[] {
    const v = this.weigh(features(text));
    const best = new Map<Topic, number>();
    for (const e of this.examples) best.set(e.topic, Math.max(best.get(e.topic) ?? 0, cosine(v, e.vector)));
    return [...best].map(([topic, score]) => ({ topic, score })).sort((a, b) => b.score - a.score);
  }
}
