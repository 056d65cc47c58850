import { byLang, useLang } from '~/i18n/lang-context';
import * as en from './chat.copy';
import * as fr from './chat.copy.fr';

/** The chat widget's texts in the page's language. */
export function useChatCopy() {
  return byLang({ en, fr }, useLang()).chatCopy;
}
