import { type Content, contentByLang } from '~/content';
import { useLang } from './lang-context';

/** The page texts of the page's language (server-rendered components only; see content/index.ts). */
export function useContent(): Content {
  return contentByLang[useLang()];
}
