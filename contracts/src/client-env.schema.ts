import { z } from 'zod';

/** GET /api/client-env: public values only; nothing secret reaches the browser. */
export const clientEnvResponseSchema = z.object({
  SUPABASE_URL: z.string(),
  SUPABASE_ANON_KEY: z.string(),
});
export type ClientEnvResponse = z.infer<typeof clientEnvResponseSchema>;
