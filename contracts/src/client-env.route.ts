import { apiRoute } from './api-route';
import { clientEnvResponseSchema } from './client-env.schema';

export const clientEnvRoute = apiRoute('GET /api/client-env', {
  summary: 'What the browser needs to create its data client (/rest/v1)',
  responses: { 200: clientEnvResponseSchema },
});
