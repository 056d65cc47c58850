import { z } from 'zod';
import { adminEmailSchema, operatorRoles } from './common.schema';

export const operatorStatuses = ['invited', 'active', 'disabled'] as const;

/** POST /api/admin/operators (and `npm run admin -- user add`). */
export const operatorAddRequestSchema = z
  .object({
    email: adminEmailSchema,
    role: z.enum(operatorRoles, { error: 'role must be admin or editor' }),
  })
  .strict();
export type OperatorAddRequest = z.infer<typeof operatorAddRequestSchema>;

export const operatorSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(operatorRoles),
  status: z.enum(operatorStatuses),
  createdAt: z.string(),
  enrolledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;

export const operatorListResponseSchema = z.object({ items: z.array(operatorSummarySchema) });
export type OperatorListResponse = z.infer<typeof operatorListResponseSchema>;

/** A one-time link (24 h) to set a password and enrol TOTP; shown once. */
export const enrolmentLinkResponseSchema = z.object({
  operator: operatorSummarySchema,
  enrolmentUrl: z.string(),
  expiresAt: z.string(),
});
export type EnrolmentLinkResponse = z.infer<typeof enrolmentLinkResponseSchema>;
