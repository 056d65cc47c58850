import { dictionary as english } from '@zxcvbn-ts/language-en';
import { dictionary as french } from '@zxcvbn-ts/language-fr';
import { fold } from './text';

/**
 * How common a word is, from zxcvbn-ts's maintained frequency lists (English and French word
 * counts from subtitles): the first ENGLISH_TOP / FRENCH_TOP words are everyday language
 * ("proposal", "forgetting", "retour"), which a question can use without asking about anything
 * the site lacks. Rarer words ("Punjabi", "iPhone", "refund", "bitcoin") name something specific.
 * Measured on chat:eval (seen batches): 8,000 / 6,000 keeps everyday phrasings answered while
 * the rarer names reach the honest answer.
 */
const ENGLISH_TOP = 8000;
const FRENCH_TOP = 6000;
/** Everyday French the spelling corrector never bends two letters away ("scolaire" is rank 6,118). */
const FRENCH_GUARD_TOP = 15000;

let everyday: Set<string> | undefined;
let everydayEnglish: Set<string> | undefined;

function words(): Set<string> {
  everyday ??= new Set([...englishWords(), ...french['commonWords-fr'].slice(0, FRENCH_TOP).map((w) => fold(w))]);
  return everyday;
}

function englishWords(): Set<string> {
  everydayEnglish ??= new Set(english['commonWords-en'].slice(0, ENGLISH_TOP).map((w) => fold(w)));
  return everydayEnglish;
}

/** "deciding" is "decide", "payments" is "payment", "montrez" is "montrer": the plain forms a frequency list ranks. */
const forms = (w: string) => [
  w,
  w.replace(/s$/, ''),
  w.replace(/es$/, ''),
  w.replace(/ing$/, ''),
  w.replace(/ing$/, 'e'),
  w.replace(/ed$/, ''),
  w.replace(/ed$/, 'e'),
  w.replace(/ly$/, ''),
  // French conjugations: "montrez", "offrons" are "montrer", "offrir".
  ...['er', 're', 'ir', 'e', ''].map((end) => w.replace(/(ez|ons|ent|ait|ais|iez|ions)$/, end)),
];

/** Whether a folded word is everyday English (the spelling corrector leaves those alone: "stuff" is not "staff"). */
export function isEverydayEnglish(word: string): boolean {
  const set = englishWords();
  return forms(word).some((f) => f.length > 1 && set.has(f));
}

let everydayFrench: Set<string> | undefined;
/**
 * Whether a folded word is everyday French as written, or as its plural ("scolaire", "collegues"):
 * the spelling corrector leaves those alone too ("scolaire" is not "salaire"). No English endings
 * are stripped here: "hiering" is a slip of "hiring", not "hier".
 */
export function isEverydayFrench(word: string): boolean {
  everydayFrench ??= new Set(french['commonWords-fr'].slice(0, FRENCH_GUARD_TOP).map((w) => fold(w)));
  return word.length >= 6 && [word, word.replace(/s$/, '')].some((f) => everydayFrench!.has(f));
}

/** Whether a folded word is everyday English or French. */
export function isEveryday(word: string): boolean {
  const set = words();
  return forms(word).some((f) => f.length > 1 && set.has(f));
}
