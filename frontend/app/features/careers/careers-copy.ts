import * as en from '~/content/careers';
import * as fr from '~/content/fr/careers';
import { byLang, useLang } from '~/i18n/lang-context';
import type { Lang } from '~/i18n/lang';

export const careersCopyFor = (lang: Lang) => byLang({ en, fr }, lang).careersCopy;

/** The careers page's texts in the page's language (server page and island alike). */
export function useCareersCopy() {
  return careersCopyFor(useLang());
}
