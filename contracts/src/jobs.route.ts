import { apiRoute } from './api-route';
import { apiErrorSchema } from './common.schema';
import { jobsQuerySchema, jobsResponseSchema } from './jobs.schema';

export const jobsRoute = apiRoute('GET /api/jobs', {
  summary: 'Open positions for the careers page, newest first',
  description: 'With ?language=fr: French listings, plus English ones not yet translated (fallback: true).',
  query: jobsQuerySchema,
  responses: { 200: jobsResponseSchema, 400: apiErrorSchema },
});
