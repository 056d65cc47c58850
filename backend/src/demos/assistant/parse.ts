/** The small readers the demo assistants share: days, times, counts, yes/no. Folded text in. */

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .toLowerCase();

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];

export type Lang = 'en' | 'fr';
/** One phrase in the demo's language. */
export const t = (lang: Lang, en: string, fr: string) => (lang === 'fr' ? fr : en);

/** The French names of the days (folded, as the visitor's text is), in DAYS order. */
const JOURS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** A day as the demo says it: "Saturday" / "samedi", "today" / "aujourd’hui". */
export function dayLabel(day: string, lang: Lang): string {
  if (lang === 'en') return day;
  if (day === 'today') return 'aujourd’hui';
  if (day === 'tomorrow') return 'demain';
  const i = (DAYS as readonly string[]).indexOf(day);
  return i >= 0 ? JOURS[i] : day;
}

/** "sat", "saturday", "this saturday", "samedi" → "Saturday". Relative days stay relative ("tomorrow", "demain"). */
export function findDay(text: string): Day | 'today' | 'tomorrow' | undefined {
  if (/\b(today|tonight|aujourd'hui|ce soir|ce midi)\b/.test(text)) return 'today';
  if (/\b(tomorrow|demain)\b/.test(text)) return 'tomorrow';
  for (const [i, day] of DAYS.entries()) {
    const short = day.slice(0, 3).toLowerCase();
    if (new RegExp(`\\b(${day.toLowerCase()}s?|${short}|${JOURS[i]}s?)\\b`).test(text)) return day;
  }
  return undefined;
}

/** "7pm", "7:30 pm", "19:00", "19 h 30", "19h", "at 7" / "à 7" (afternoon or evening where that is likelier), "noon" / "midi" → minutes after midnight. */
export function findTime(text: string, assumeAfternoon: boolean): number | undefined {
  if (/\b(noon|midi)\b/.test(text) && !/\bce midi\b/.test(text)) return 12 * 60;
  // "10 h" is the 24-hour clock French speakers write: taken as said, never moved to the afternoon.
  const hour = /\b(\d{1,2})\s?h(?![a-z0-9]|\s?\d)/.exec(text);
  if (hour && Number(hour[1]) <= 23) return Number(hour[1]) * 60;
  const m =
    /\b(\d{1,2})\s?[:h]\s?(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?/.exec(text) ??
    /\b(\d{1,2})()\s*(am|pm|a\.m\.|p\.m\.)(?=\W|$)/.exec(text) ??
    /\b(?:at|a) (\d{1,2})()()\b(?!\s*(?:people|guests|persons|of us|personnes|ans))/.exec(text);
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

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  a: 1,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
};

/** "table for 4", "party of six", "4 people", "two of us", "pour 4", "quatre personnes". */
export function findPartySize(text: string): number | undefined {
  const word = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze)';
  const m =
    new RegExp(`\\b(?:for|party of|table of|group of|pour|table de|groupe de)\\s+${word}\\b(?!\\s*(?:h\\b|pm|am|:))`).exec(text) ??
    new RegExp(`\\b${word}\\s+(?:people|persons|guests|adults|of us|diners|pax|personnes?|convives|adultes)\\b`).exec(text);
  if (!m) return undefined;
  return /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
}

/** A number of years ("3 years", "about five", "none", "deux ans", "aucune"). */
export function findYears(text: string): number | undefined {
  if (/\b(none|no experience|zero|never|aucune?|jamais|pas d'experience)\b/.test(text)) return 0;
  const m = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b/.exec(
    text,
  );
  if (!m) return undefined;
  return /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
}

export const YES =
  /^(yes|yep|yeah|sure|ok|okay|confirm|sounds good|perfect|great|please do|book it|do it|oui|d'accord|parfait|confirme[rz]?)\b/;
export const NO = /^(no|nope|cancel|not now|never mind|nevermind|non|annule[rz]?|laisse[rz]? tomber|pas maintenant)\b/;
