import { z } from 'zod';
import { adminEmailSchema, adminMessages, operatorRoles } from './common.schema';

/** A 6-digit TOTP code, or one of the recovery codes (xxxxx-xxxxx) given at enrolment. */
export const signInCodeSchema = z
  .string({ error: adminMessages.code })
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, adminMessages.code);

/** POST /api/admin/session: password and second factor in one step, so a wrong code tells nothing about the password. */
export const signInRequestSchema = z
  .object({
    email: adminEmailSchema,
    password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(1024, 'Enter your password'),
    code: signInCodeSchema,
  })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(operatorRoles),
});
export type SessionOperator = z.infer<typeof operatorSchema>;

/** GET /api/admin/session and the sign-in answer: who is signed in and until when. */
export const sessionResponseSchema = z.object({
  operator: operatorSchema,
  /** The absolute end of the session (12 h after sign-in). */
  expiresAt: z.string(),
  /** Idle timeout: the session ends after this many seconds without a request. */
  idleSeconds: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
