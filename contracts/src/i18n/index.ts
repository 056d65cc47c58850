import { en } from './en';
import { fr } from './fr';

export * from './localized';
export * from './french-typography';
export * from './translation-checks';

/** The contracts' texts by language: `catalogues[lang].messages.name`, and so on. */
export const catalogues = { en, fr } as const;
