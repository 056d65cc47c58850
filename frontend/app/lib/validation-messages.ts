import { catalogues } from '@prairieflow/contracts';
import type { Lang } from '~/i18n/lang';

type MessageKey = keyof (typeof catalogues)['en']['messages'];
const englishToKey = new Map(Object.entries(catalogues.en.messages).map(([key, text]) => [text as string, key as MessageKey]));

/**
 * The contracts' schemas carry the spec's English messages (one rule, written once); a French
 * form shows the same message from the French catalogue. A message with no twin stays as it is.
 */
export function localizeMessage(message: string | undefined, lang: Lang): string | undefined {
  if (!message || lang === 'en') return message;
  const key = englishToKey.get(message);
  return key ? catalogues[lang].messages[key] : message;
}

/** Industry and meeting-time labels in the page's language. */
export const formLabels = (lang: Lang) => ({ industries: catalogues[lang].industryLabels, times: catalogues[lang].preferredTimeLabels });
