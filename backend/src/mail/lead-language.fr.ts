import type { LeadLanguageTexts } from './lead-language';

/** French twin of leadLanguageTexts in lead-language.ts. */
export const leadLanguageTexts: LeadLanguageTexts = {
  label: 'Langue',
  names: { en: 'anglais', fr: 'français' },
  replyHint: (language) => `Le visiteur a utilisé le site en ${language} : veuillez lui répondre en ${language}.`,
};
