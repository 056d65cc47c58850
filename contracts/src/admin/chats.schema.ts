import { z } from 'zod';
import { daySchema, pageInfoSchema, pageQuery, sortDirSchema } from './common.schema';

export const chatOutcomes = ['lead', 'human', 'unanswered', 'none'] as const;
export type ChatOutcome = (typeof chatOutcomes)[number];

/** GET /api/admin/chats: conversations, newest first, filterable by outcome and day. */
export const chatListQuerySchema = z
  .object({
    outcome: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(chatOutcomes, { error: `outcome must be one of ${chatOutcomes.join(', ')}` }).optional(),
    ),
    from: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), daySchema.optional()),
    q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100, 'q must be at most 100 characters').optional()),
    sort: z.enum(['started_at', 'messages'], { error: 'sort must be started_at or messages' }).default('started_at'),
    dir: sortDirSchema.default('desc'),
    ...pageQuery,
  })
  .strict();
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

export const chatSummarySchema = z.object({
  conversationId: z.string(),
  visitorId: z.string(),
  startedAt: z.string(),
  lastAt: z.string(),
  messages: z.number().int(),
  firstMessage: z.string().nullable(),
  endedInLead: z.boolean(),
  askedForHuman: z.boolean(),
  unanswered: z.number().int(),
  language: z.string().nullable(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatListResponseSchema = pageInfoSchema.extend({ items: z.array(chatSummarySchema) });
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

export const conversationParamsSchema = z.object({ id: z.string().regex(/^conv_[A-Za-z0-9_-]{6,64}$/, 'Not a conversation id') }).strict();
export const chatTranscriptSchema = chatSummarySchema.extend({
  transcript: z.array(z.object({ at: z.string(), fromBot: z.boolean(), message: z.string(), unanswered: z.boolean() })),
});
export type ChatTranscript = z.infer<typeof chatTranscriptSchema>;

/** GET /api/admin/chats/unanswered: the questions the assistant could not answer, most asked first. */
export const unansweredQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'days must be a whole number' })
      .int('days must be a whole number')
      .min(1, 'days must be 1 to 365')
      .max(365, 'days must be 1 to 365')
      .default(30),
  })
  .strict();
export const unansweredResponseSchema = z.object({
  items: z.array(z.object({ question: z.string(), times: z.number().int(), lastAskedAt: z.string(), conversationId: z.string() })),
});
export type UnansweredReport = z.infer<typeof unansweredResponseSchema>;
