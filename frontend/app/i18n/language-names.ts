import type { Lang } from './lang';

/**
 * What the language switch and the French suggestion say, each text in its own language (the
 * switch to French is written in French): so they live here, not in one language's content.
 */
export const languageNames: Record<Lang, { name: string; readThisPage: string; suggestion: string; accept: string; stay: string }> = {
  en: {
    name: 'English',
    readThisPage: 'Read this page in English',
    suggestion: 'This site is also available in English.',
    accept: 'Read in English',
    stay: 'Continue in English',
  },
  fr: {
    name: 'Français',
    readThisPage: 'Lire cette page en français',
    suggestion: 'Ce site est aussi offert en français.',
    accept: 'Lire en français',
    stay: 'Continuer en français',
  },
};
