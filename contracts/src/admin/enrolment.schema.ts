import { z } from 'zod';
import { adminMessages, operatorRoles, passwordLimits } from './common.schema';

/** The one-time token from the CLI's link (#fragment of /admin/enrol, never sent in a URL to the server). */
export const enrolmentTokenSchema = z.string({ error: adminMessages.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, adminMessages.linkInvalid);

export const passwordSchema = z
  .string({ error: adminMessages.passwordShort })
  .min(passwordLimits.min, adminMessages.passwordShort)
  .max(passwordLimits.max, adminMessages.passwordLong);

/** POST /api/admin/enrolment/start: checks the link and issues a TOTP secret to scan. */
export const enrolmentStartRequestSchema = z.object({ token: enrolmentTokenSchema }).strict();
export type EnrolmentStartRequest = z.infer<typeof enrolmentStartRequestSchema>;

export const enrolmentStartResponseSchema = z.object({
  email: z.string(),
  role: z.enum(operatorRoles),
  /** otpauth:// URI (RFC 6238 parameters: SHA1, 6 digits, 30 s). */
  otpauthUri: z.string(),
  /** The same URI as a QR code, an SVG document. */
  qrSvg: z.string(),
  /** Base32 secret for typing in by hand. */
  secret: z.string(),
});
export type EnrolmentStartResponse = z.infer<typeof enrolmentStartResponseSchema>;

/** POST /api/admin/enrolment/finish: sets the password and proves the authenticator works. */
export const enrolmentFinishRequestSchema = z
  .object({
    token: enrolmentTokenSchema,
    password: passwordSchema,
    code: z
      .string({ error: adminMessages.enrolCode })
      .trim()
      .regex(/^\d{6}$/, adminMessages.enrolCode),
  })
  .strict();
export type EnrolmentFinishRequest = z.infer<typeof enrolmentFinishRequestSchema>;

/** Shown once: each recovery code signs in once in place of a TOTP code. */
export const enrolmentFinishResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type EnrolmentFinishResponse = z.infer<typeof enrolmentFinishResponseSchema>;
