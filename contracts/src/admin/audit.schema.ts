import { z } from 'zod';
import { daySchema, pageInfoSchema, pageQuery } from './common.schema';

export const auditActions = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.locked',
  'sign_out',
  'enrolment.completed',
  'lead.status_changed',
  'lead.note_changed',
  'lead.deliveries_released',
  'leads.exported',
  'delivery.retried',
  'privacy.searched',
  'privacy.exported',
  'privacy.erased',
  'operator.added',
  'operator.disabled',
  'operator.reset',
  'post.created',
  'post.updated',
  'cover.uploaded',
  'job.created',
  'job.updated',
  'job.closed',
  'job.reopened',
  'analytics.exported',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** GET /api/admin/audit: newest first. */
export const auditQuerySchema = z
  .object({
    action: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(auditActions, { error: 'action is not a known audit action' }).optional(),
    ),
    from: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    ...pageQuery,
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = pageInfoSchema.extend({ items: z.array(auditEntrySchema) });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
