import { createContext, useContext } from 'react';
import type { Lang } from './lang';

/**
 * The page's language. The server sets it for the whole page from the route (/fr or not); each
 * island sets it again for its own React root, from the props the server wrote into the page.
 */
export const LangContext = createContext<Lang>('en');

export function useLang(): Lang {
  return useContext(LangContext);
}

/** Picks a language's twin from `{ en, fr }` (feature copy modules, contract catalogues). */
export function byLang<T>(twins: Record<Lang, T>, lang: Lang): T {
  return twins[lang];
}
