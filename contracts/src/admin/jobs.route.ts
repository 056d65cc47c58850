import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import { idParamsSchema } from './common.schema';
import { jobInputSchema, jobListResponseSchema, jobPatchSchema, jobSchema } from './jobs.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminJobsRoute = apiRoute('GET /api/admin/jobs', {
  summary: 'Console (editor, admin): every job listing, open and closed, in both languages',
  responses: { 200: jobListResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});
export const adminJobCreateRoute = apiRoute('POST /api/admin/jobs', {
  summary: 'Console (editor, admin): add a job listing',
  body: jobInputSchema,
  responses: { 201: jobSchema, ...denied },
});
export const adminJobUpdateRoute = apiRoute('PATCH /api/admin/jobs/{id}', {
  summary: 'Console (editor, admin): edit a listing, or close / reopen it with { closed }',
  params: idParamsSchema,
  body: jobPatchSchema,
  responses: { 200: jobSchema, ...denied, 404: apiErrorSchema },
});
