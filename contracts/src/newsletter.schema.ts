import { z } from 'zod';
import { emailField, messages, pageLanguageFields } from './common.schema';

/** POST /api/newsletter: the spec's payload is just the address. */
export const newsletterRequestSchema = z
  .object({
    email: z.string({ error: messages.newsletterEmpty }).trim().min(1, messages.newsletterEmpty).pipe(emailField),
    ...pageLanguageFields,
  })
  .strict();
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/**
 * Version of the consent wording shown beside the newsletter box; stored with every consent
 * record so a later change of wording never rewrites what a subscriber agreed to.
 */
export const newsletterConsentVersion = '2026-11-21';
export const newsletterConsentText = 'By subscribing you agree to receive occasional e-mails about AI automation. Unsubscribe at any time.';

/** The success body: the same for new, repeated and suppressed addresses (no enumeration). */
export const newsletterSuccessMessage = 'Please check your inbox to confirm your subscription.';

/** POST /api/newsletter/unsubscribe (RFC 8058 one-click) and GET confirm/unsubscribe links. */
export const newsletterTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'Invalid token') });
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;
