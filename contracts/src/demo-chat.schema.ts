import { z } from 'zod';

/** The products page's live demos, each a fictional business the assistant runs for (GET /demos/{demo}). */
export const demoNames = ['real-estate', 'hr', 'restaurant'] as const;
export type DemoName = (typeof demoNames)[number];

export const demoChatMessageMax = 500;

/** POST /api/demo-chat: one visitor message to a demo assistant. Demo conversations are never leads. */
export const demoChatRequestSchema = z
  .object({
    demo: z.enum(demoNames, { error: 'Unknown demo' }),
    message: z
      .string()
      .trim()
      .min(1, 'Message cannot be empty')
      .max(demoChatMessageMax, `Message must be at most ${demoChatMessageMax} characters`),
    sessionId: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id'),
    /** The demo page's language (the French products page frames /demos/{demo}?lang=fr); default en. */
    lang: z.enum(['en', 'fr'], { error: 'Unknown language' }).optional(),
  })
  .strict();
export type DemoChatRequest = z.infer<typeof demoChatRequestSchema>;

/** A sample booking the demo made (a showing, an application, a table), stored apart from leads. */
export const demoBookingSchema = z
  .object({
    reference: z.string(),
    kind: z.enum(['showing', 'application', 'reservation']),
    summary: z.string(),
  })
  .meta({ id: 'DemoBooking' });
export type DemoBooking = z.infer<typeof demoBookingSchema>;

export const demoChatResponseSchema = z.object({
  output: z.string(),
  /** Buttons the demo page offers as the visitor's next message. */
  suggestions: z.array(z.string()),
  booking: demoBookingSchema.optional(),
});
export type DemoChatResponse = z.infer<typeof demoChatResponseSchema>;
