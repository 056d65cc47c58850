import * as en from '~/content/blog';
import * as fr from '~/content/fr/blog';
import { byLang, useLang } from '~/i18n/lang-context';
import type { Lang } from '~/i18n/lang';

/** The blog's and article's texts in the page's language (server pages and islands alike). */
export const blogCopyFor = (lang: Lang) => ({ ...byLang<typeof fr>({ en, fr }, lang), defaultCoverImage: en.defaultCoverImage });

export function useBlogCopy() {
  return blogCopyFor(useLang());
}
