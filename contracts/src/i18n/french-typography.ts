/**
 * French typography as the OQLF writes it, checked on every French text we ship: a no-break
 * space (U+00A0) before « : » and inside « », a narrow no-break space (U+202F) before ; ! ?, a
 * no-break space between a number and %, curly apostrophes, no straight quotes, no "...", no
 * 12-hour times. Returns one line per problem, quoting where it is, so a failing test says what
 * to fix.
 */
export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** A mark ends a phrase when what follows is a space, the end, or closing punctuation. */
const PUNCTUATION = /[:;!?](?=$|[\s»)\]*_.,’])/g;

const rules: [RegExp, string][] = [
  [/«(?!\u00a0)/g, '« must be followed by a no-break space'],
  [/(?<!\u00a0)»/g, '» must be preceded by a no-break space'],
  [/"/g, 'straight double quote: use « » in French'],
  [/'/g, 'straight apostrophe: use ’'],
  [/\.\.\./g, 'three dots: use …'],
  [/\d(?: |\u202f)?%/g, 'a number and % need a no-break space (U+00A0) between them'],
  [/\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/gi, '12-hour time: write 9 h, 16 h 30'],
  [/ [\u00a0\u202f]|[\u00a0\u202f] /g, 'a plain space next to a no-break space'],
  [/[\u00a0\u202f]{2}/g, 'two no-break spaces in a row'],
];

function around(text: string, index: number): string {
  return JSON.stringify(text.slice(Math.max(0, index - 20), index + 20));
}

export function frenchTypographyIssues(text: string): string[] {
  const issues: string[] = [];
  for (const match of text.matchAll(PUNCTUATION)) {
    const mark = match[0];
    const before = text[match.index - 1];
    const wanted = mark === ':' ? NBSP : NNBSP;
    if (match.index === 0 || before === wanted) continue;
    const name = mark === ':' ? 'a no-break space (U+00A0)' : 'a narrow no-break space (U+202F)';
    issues.push(`${mark} must be preceded by ${name} at ${around(text, match.index)}`);
  }
  for (const [pattern, problem] of rules) {
    for (const match of text.matchAll(pattern)) issues.push(`${problem} at ${around(text, match.index)}`);
  }
  return issues;
}
