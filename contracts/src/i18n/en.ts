import { blogNotFoundMessage } from '../blogs.schema';
import { industryLabels, messages, preferredTimeLabels } from '../common.schema';
import { newsletterConsentText, newsletterSuccessMessage } from '../newsletter.schema';

/**
 * The English catalogue of the texts contracts hold (the spec's validation messages, the labels
 * forms and e-mails share, the API's visitor-facing messages). It only gathers the existing
 * constants, so each English text stays written once; fr.ts has the same keys.
 */
export const en = {
  messages,
  industryLabels,
  preferredTimeLabels,
  newsletter: { consentText: newsletterConsentText, successMessage: newsletterSuccessMessage },
  blog: { notFound: blogNotFoundMessage },
} as const;
