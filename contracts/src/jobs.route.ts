import { apiRoute } from './api-route';
import { jobsResponseSchema } from './jobs.schema';

export const jobsRoute = apiRoute('GET /api/jobs', {
  summary: 'Open positions for the careers page, newest first',
  responses: { 200: jobsResponseSchema },
});
