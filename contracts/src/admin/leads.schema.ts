import { z } from 'zod';
import { daySchema, pageInfoSchema, pageQuery, sortDirSchema } from './common.schema';

export const leadKinds = ['contact', 'demo', 'chat', 'newsletter'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadSorts = ['created_at', 'name', 'company', 'industry', 'source', 'kind', 'status'] as const;
export type LeadSort = (typeof leadSorts)[number];

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max, message).optional());

/** GET /api/admin/leads (and /api/admin/leads/export.csv): the inbox's filters, search and page. */
export const inboxQuerySchema = z
  .object({
    kind: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(leadKinds, { error: `kind must be one of ${leadKinds.join(', ')}` }).optional(),
    ),
    status: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')}` }).optional(),
    ),
    from: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    q: optionalText(100, 'q must be at most 100 characters'),
    sort: z.enum(leadSorts, { error: `sort must be one of ${leadSorts.join(', ')}` }).default('created_at'),
    dir: sortDirSchema.default('desc'),
    ...pageQuery,
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must be on or before to', path: ['to'] });
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(leadKinds),
  name: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  status: z.enum(leadStatuses),
  createdAt: z.string(),
  /** UTM source / medium / campaign, else the visitor's referrer, else the form's source tag. */
  source: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxResponseSchema = pageInfoSchema.extend({ items: z.array(inboxItemSchema) });
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  history: z.array(
    z.object({
      attempt: z.number().int(),
      ok: z.boolean(),
      httpStatus: z.number().int().nullable(),
      error: z.string().nullable(),
      durationMs: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type LeadDelivery = z.infer<typeof deliverySchema>;

/** GET /api/admin/leads/:id: everything stored about one lead. */
export const leadDetailSchema = z.object({
  lead: inboxItemSchema.extend({ note: z.string().nullable(), updatedAt: z.string() }),
  /** Every stored field of the lead's own table, as stored. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  meeting: z.object({ date: z.string().nullable(), time: z.string().nullable() }).nullable(),
  utm: z.object({ source: z.string().nullable(), medium: z.string().nullable(), campaign: z.string().nullable() }),
  visitor: z.object({ visitorId: z.string(), referrer: z.string().nullable(), landingPage: z.string().nullable() }).nullable(),
  /** Pages the visitor saw before converting, oldest first. */
  pagesBefore: z.array(z.object({ url: z.string(), title: z.string().nullable(), at: z.string() })),
  transcript: z.array(z.object({ at: z.string(), fromBot: z.boolean(), message: z.string() })),
  deliveries: z.array(deliverySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** PATCH /api/admin/leads/:id: status and/or note. Leaving spam releases held-back deliveries. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')}` }).optional(),
    note: z.string({ error: 'note must be text' }).max(2000, 'note must be at most 2000 characters').optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.note !== undefined, { message: 'Give a status or a note', path: ['status'] });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
