/**
 * The post-check every upstream model reply goes through before a visitor sees it: a sentence
 * that states an e-mail, phone, amount, percentage or any other number that neither the site's
 * text nor the visitor's message contains is dropped, and so is a link to a path the site does
 * not have (its label stays) or to another site. What is left is grounded, or empty.
 */

const EMAIL = /[^\s@()[\]<>]+@[^\s@()[\]<>]+\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d ().-]{8,}\d/g;
const AMOUNT = /(?:\$|\b(?:cad|usd|eur)\s?)\s?\d[\d,.]*|\d[\d,.]*\s?(?:\$|dollars?\b|€)/gi;
const PERCENT = /\d+(?:[.,]\d+)?\s?%/g;
const NUMBER = /\d+(?:[.,/-]\d+)*/g;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const BARE_PATH = /(?:^|[\s(])(\/[A-Za-z][\w/-]*)/g;

/** Lower case, one plain space for any run of spaces, none before % (French writes "45 %"). */
export const normaliseForGrounding = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/ %/g, '%')
    .toLowerCase();

export interface GroundingSource {
  /** The site's text, normalised. */
  text: string;
  /** Every path of the site (both languages). */
  paths: ReadonlySet<string>;
}

export interface Grounded {
  text: string;
  dropped: string[];
}

function ungrounded(sentence: string, known: string): string | undefined {
  const compactKnown = known.replace(/[\s().-]/g, '');
  for (const email of sentence.match(EMAIL) ?? []) if (!known.includes(email.toLowerCase())) return email;
  for (const phone of sentence.match(PHONE) ?? []) if (!compactKnown.includes(phone.replace(/[\s().-]/g, ''))) return phone;
  for (const amount of sentence.match(AMOUNT) ?? []) if (!known.includes(normaliseForGrounding(amount.trim()))) return amount;
  for (const pct of sentence.match(PERCENT) ?? []) if (!known.includes(normaliseForGrounding(pct))) return pct;
  const withoutLinks = sentence.replace(LINK, '$1');
  for (const n of withoutLinks.match(NUMBER) ?? []) if (!known.includes(n.toLowerCase())) return n;
  return undefined;
}

export function groundReply(reply: string, site: GroundingSource, visitorMessage: string): Grounded {
  const known = `${site.text}\n${normaliseForGrounding(visitorMessage)}`;
  const dropped: string[] = [];
  const allowed = (href: string) =>
    href.startsWith('/') && !href.startsWith('//') && site.paths.has(href.split('#')[0].replace(/\/$/, '') || '/');
  const lines = reply.split('\n').map((line) => {
    const withLinks = line.replace(LINK, (whole, label: string, href: string) => {
      if (allowed(href)) return whole;
      dropped.push(href);
      return label;
    });
    const sentences = withLinks.split(/(?<=[.!?])\s+/);
    return sentences
      .filter((sentence) => {
        const bad =
          ungrounded(normaliseForGrounding(sentence), known) ?? [...sentence.matchAll(BARE_PATH)].map((m) => m[1]).find((p) => !allowed(p));
        if (bad) dropped.push(bad);
        return !bad;
      })
      .join(' ');
  });
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    dropped,
  };
}
