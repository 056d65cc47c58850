import { z } from 'zod';
import { limits, unknownVisitor } from './common.schema';

/** Chat ids the browser generates (spec section 3). */
export const chatSessionIdLength = 10;
/** The `source` the site's chat widget sends with every message. */
export const chatSource = 'website_chat';

/** POST /api/chatbot-webhook. userEmail is an address or the word unknown. */
export const chatRequestSchema = z
  .object({
    message: z.string().trim().min(1, 'Message cannot be empty').max(limits.chatMessageMax, 'Message must be at most 2000 characters'),
    userEmail: z.union([z.literal(unknownVisitor), z.email()]).default(unknownVisitor),
    sessionId: z.string().trim().min(1).max(64),
    visitorId: z.string().trim().min(1).max(limits.visitorIdMax).default(unknownVisitor),
    source: z.string().trim().min(1).max(100),
  })
  .strict();
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ output: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
