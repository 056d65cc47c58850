import { z } from 'zod';
import { apiRoute } from './api-route';

/** GET /api/client-env: public values only; nothing secret reaches the browser. */
export const clientEnvResponseSchema = z.object({
  SUPABASE_URL: z.string(),
  SUPABASE_ANON_KEY: z.string(),
});
export type ClientEnvResponse = z.infer<typeof clientEnvResponseSchema>;

export const clientEnvRoute = apiRoute('GET /api/client-env', {
  summary: 'What the browser needs to create its data client (/rest/v1)',
  responses: { 200: clientEnvResponseSchema },
});
