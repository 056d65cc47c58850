import { z } from 'zod';
import { adminEmailSchema } from './common.schema';

/** POST /api/admin/privacy/search and /export: the person's address (kept out of URLs and logs). */
export const privacyRequestSchema = z.object({ email: adminEmailSchema }).strict();
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** POST /api/admin/privacy/erase: the address typed twice, so a slip cannot erase someone else. */
export const privacyEraseRequestSchema = z
  .object({ email: adminEmailSchema, confirmEmail: adminEmailSchema })
  .strict()
  .refine((v) => v.email === v.confirmEmail, { message: 'Type the same address again to confirm', path: ['confirmEmail'] });
export type PrivacyEraseRequest = z.infer<typeof privacyEraseRequestSchema>;

const row = z.record(z.string(), z.unknown());

/** Everything stored about one address (PIPEDA / Law 25 access request). */
export const privacyReportSchema = z.object({
  email: z.string(),
  generatedAt: z.string(),
  contacts: z.array(row),
  demoRequests: z.array(row),
  chatLeads: z.array(row),
  /** The subscription with its consent record (double opt-in, CASL). */
  subscription: row.nullable(),
  chatInteractions: z.array(row),
  /** Visitor ids linked to the address through its leads and chat messages. */
  visitorIds: z.array(z.string()),
  visitors: z.array(row),
  pageViews: z.array(row),
  deliveries: z.array(row),
});
export type PrivacyReport = z.infer<typeof privacyReportSchema>;

export const privacyEraseResponseSchema = z.object({
  erased: z.record(z.string(), z.number().int()),
  /** True when an unsubscribed record stays so the address is never mailed again. */
  suppressed: z.boolean(),
});
export type PrivacyEraseResponse = z.infer<typeof privacyEraseResponseSchema>;
