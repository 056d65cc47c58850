import type { Language } from '@prairieflow/contracts';

/**
 * What a staff notification says about the language the visitor used (staff read English), e.g.
 * "Language: French", so the reply goes out in the lead's language. lead-language.fr.ts has the
 * same labels for staff mail written in French.
 */
export interface LeadLanguageTexts {
  label: string;
  names: Record<Language, string>;
  /** The line that asks staff to answer in the lead's language. */
  replyHint: (language: string) => string;
}

export const leadLanguageTexts: LeadLanguageTexts = {
  label: 'Language',
  names: { en: 'English', fr: 'French' },
  replyHint: (language) => `The visitor used the site in ${language}: please reply in ${language}.`,
};

/** The row to add to a notification's table; none when the language is unknown (older leads). */
export function leadLanguageRow(language: Language | null | undefined, t: LeadLanguageTexts = leadLanguageTexts): [string, string] | null {
  return language ? [t.label, t.names[language]] : null;
}
