import { z } from 'zod';
import { emailField, messages } from './common.schema';

/** POST /api/newsletter: the spec's payload is just the address. */
export const newsletterRequestSchema = z
  .object({
    email: z.string({ error: messages.newsletterEmpty }).trim().min(1, messages.newsletterEmpty).pipe(emailField),
  })
  .strict();
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** POST /api/newsletter/unsubscribe (RFC 8058 one-click) and GET confirm/unsubscribe links. */
export const newsletterTokenSchema = z.object({ token: z.string().min(16).max(200) });
