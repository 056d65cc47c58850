import { z } from 'zod';
import { apiRoute } from './api-route';
import { apiErrorSchema, emailField, messages } from './common.schema';

/** POST /api/newsletter: the spec's payload is just the address. */
export const newsletterRequestSchema = z
  .object({
    email: z.string({ error: messages.newsletterEmpty }).trim().min(1, messages.newsletterEmpty).pipe(emailField),
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
export const newsletterConsentText =
  'By subscribing you agree to receive occasional e-mails about AI automation. Unsubscribe at any time.';

/** The success body: the same for new, repeated and suppressed addresses (no enumeration). */
export const newsletterSuccessMessage = 'Please check your inbox to confirm your subscription.';

/** POST /api/newsletter/unsubscribe (RFC 8058 one-click) and GET confirm/unsubscribe links. */
export const newsletterTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'Invalid token') });
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;

export const newsletterRoute = apiRoute('POST /api/newsletter', {
  summary: 'Subscribe to the newsletter (double opt-in)',
  description: 'Sends a confirmation e-mail. The answer is the same for new, repeated and suppressed addresses.',
  body: newsletterRequestSchema,
  responses: { 200: newsletterResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});
export const newsletterConfirmRoute = apiRoute('GET /api/newsletter/confirm', {
  summary: 'Confirm a subscription (the link in the confirmation e-mail)',
  query: newsletterTokenSchema,
  responses: { 200: 'html', 404: 'html', 410: 'html' },
});
export const newsletterUnsubscribePageRoute = apiRoute('GET /api/newsletter/unsubscribe', {
  summary: 'Ask before unsubscribing (the link in every newsletter)',
  description: 'Only shows a button: link scanners that open URLs must not unsubscribe anyone.',
  query: newsletterTokenSchema,
  responses: { 200: 'html', 404: 'html' },
});
export const newsletterUnsubscribeRoute = apiRoute('POST /api/newsletter/unsubscribe', {
  summary: 'Unsubscribe (RFC 8058 one-click, or the page\'s button)',
  description: 'The token comes in the query string or in the form body.',
  query: newsletterTokenSchema.partial(),
  body: newsletterTokenSchema.partial().extend({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
  bodyType: 'form',
  responses: { 200: 'html', 404: 'html', 429: apiErrorSchema },
});
