import { z } from 'zod';
import { apiRoute } from './api-route';
import { apiErrorSchema } from './common.schema';
import { newsletterRequestSchema, newsletterResponseSchema, newsletterTokenSchema } from './newsletter.schema';

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
  summary: "Unsubscribe (RFC 8058 one-click, or the page's button)",
  description: 'The token comes in the query string or in the form body.',
  query: newsletterTokenSchema.partial(),
  body: newsletterTokenSchema.partial().extend({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
  bodyType: 'form',
  responses: { 200: 'html', 404: 'html', 429: apiErrorSchema },
});
