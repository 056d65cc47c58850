/** The small readers the demo assistants share: days, times, counts, yes/no. Folded text in. */

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .toLowerCase();

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];

/** "sat", "saturday", "this saturday" → "Saturday". Relative days stay relative ("tomorrow"). */
export function findDay(text: string): Day | 'today' | 'tomorrow' | undefined {
  if (/\b(today|tonight)\b/.test(text)) return 'today';
  if (/\btomorrow\b/.test(text)) return 'tomorrow';
  for (const day of DAYS) {
    const short = day.slice(0, 3).toLowerCase();
    if (new RegExp(`\\b(${day.toLowerCase()}s?|${short})\\b`).test(text)) return day;
  }
  return undefined;
}

/** "7pm", "7:30 pm", "19:00", "at 7" (afternoon or evening where that is likelier), "noon" → minutes after midnight. */
export function findTime(text: string, assumeAfternoon: boolean): number | undefined {
  if (/\bnoon\b/.test(text)) return 12 * 60;
  const m =
    /\b(\d{1,2})[:h](\d{2})\s*(am|pm|a\.m\.|p\.m\.)?/.exec(text) ??
    /\b(\d{1,2})()\s*(am|pm|a\.m\.|p\.m\.)(?=\W|$)/.exec(text) ??
    /\bat (\d{1,2})()()\b(?!\s*(?:people|guests|persons|of us))/.exec(text);
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2] || 0);
  if (hours > 23 || minutes > 59) return undefined;
  const meridiem = m[3]?.[0];
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  if (!meridiem && !m[2] && assumeAfternoon && hours >= 1 && hours <= 10) hours += 12;
  return hours * 60 + minutes;
}

export const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, a: 1 };

/** "table for 4", "party of six", "4 people", "two of us". */
export function findPartySize(text: string): number | undefined {
  const word = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';
  const m =
    new RegExp(`\\b(?:for|party of|table of|group of)\\s+${word}\\b`).exec(text) ??
    new RegExp(`\\b${word}\\s+(?:people|persons|guests|adults|of us|diners|pax)\\b`).exec(text);
  if (!m) return undefined;
  return /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
}

/** A number of years ("3 years", "about five", "none"). */
export function findYears(text: string): number | undefined {
  if (/\b(none|no experience|zero|never)\b/.test(text)) return 0;
  const m = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(text);
  if (!m) return undefined;
  return /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
}

export const YES = /^(yes|yep|yeah|sure|ok|okay|confirm|sounds good|perfect|great|please do|book it|do it)\b/;
export const NO = /^(no|nope|cancel|not now|never mind|nevermind)\b/;
