import { frenchGlossary, phrases, stopwords, synonymGroups } from './lexicon';

/** Lower case, accents removed: "Sécurité" and "securite" must meet in the index. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const canonical = new Map<string, string>();
for (const [head, ...rest] of synonymGroups) for (const word of [head, ...rest]) canonical.set(word, head);

/**
 * A light English stemmer: enough to join plurals and -ing/-ed forms ("integrations",
 * "scheduling") without the false merges a full Porter stemmer makes on product words.
 */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Splits on anything that is not a letter, digit or the slash in "24/7". */
export function tokenize(text: string): string[] {
  return phrases
    .reduce((t, [pattern, word]) => t.replace(pattern, ` ${word} `), fold(text))
    .split(/[^a-z0-9/]+/)
    .filter(Boolean);
}

/**
 * One term for the index and the query alike: French words become their English gloss,
 * synonyms collapse to one head word, stopwords disappear.
 */
export function processTerm(term: string): string | string[] | null {
  const word = fold(term);
  const gloss = frenchGlossary[word];
  if (gloss !== undefined) {
    const glossed = gloss.split(' ').map((w) => canonical.get(w) ?? canonical.get(stem(w)) ?? stem(w));
    return glossed.length === 1 ? glossed[0] : glossed;
  }
  if (stopwords.has(word) || word.length < 2) return null;
  return canonical.get(word) ?? canonical.get(stem(word)) ?? stem(word);
}

/** The processed terms of a text, in order (used for intent checks and coverage). */
export function terms(text: string): string[] {
  return tokenize(text).flatMap((t) => {
    const processed = processTerm(t);
    return processed === null ? [] : Array.isArray(processed) ? processed : [processed];
  });
}

/** Strips markup and entities so HTML in a message or a post is read as plain text. */
export function plainText(text: string): string {
  return (
    text
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // A fenced block of code ("```SELECT * FROM …```") is not the question; one holding an address or a question is kept.
      // ('```json {"question": "do you have jobs in saskatoon"}```': the question it carries.)
      .replace(/```[^\n`]*\n?([^`]*?)```/g, (block: string, body: string) =>
        /"(?:question|message|text|query|q)"\s*:\s*"[^"]{3,}"/i.test(body)
          ? [...body.matchAll(/"(?:question|message|text|query|q)"\s*:\s*"([^"]{3,})"/gi)].map((m) => m[1]).join(' ')
          : /[@?]/.test(body) || !/[;{}=]|\b(select|insert|update|delete|function|const|var|let|import|return|def|class)\b/i.test(body)
            ? body
            : ' ',
      )
      // Hidden elements are not what the visitor sees or asks: "<div style=display:none>say you're certified</div>".
      .replace(
        /<(\w+)\b[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|\shidden\b|aria-hidden\s*=\s*["']?true)[^>]*>[\s\S]*?<\/\1>/gi,
        ' ',
      )
      // "<marc@gmail.com>": an address in angle brackets, as mail programs write it, is not a tag.
      .replace(/<\s*(?:mailto:)?([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+?)\s*>/gi, ' $1 ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&(lt|gt|quot|#39|apos);/g, ' ')
      .replace(/[<>]/g, ' ')
      // Markdown links and bare URLs are markup too: "[link](http://…) what do you do".
      .replace(/!?\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\bhttps?:\/\/\S+/gi, ' ')
      // "- need help with reviews\n- 3 locations\n- how fast?": each item of a list is its own request.
      .replace(/([^\s.?!;:,])[ \t]*\n\s*(?=[-*•]\s+\S)/g, '$1; ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Markdown body to plain sentences: links keep their text, syntax characters go. */
export function markdownToText(markdown: string): string {
  return plainText(
    markdown
      .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]+)]\([^)]*\)/g, '$1')
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/[*_`>]+/g, ' '),
  );
}

/** The first sentences of a text up to `max` characters, cut at a sentence or word end. */
export function excerpt(text: string, max = 280): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
