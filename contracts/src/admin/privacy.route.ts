import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import { privacyEraseRequestSchema, privacyEraseResponseSchema, privacyReportSchema, privacyRequestSchema } from './privacy.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminPrivacySearchRoute = apiRoute('POST /api/admin/privacy/search', {
  summary: 'Console (admin): everything stored about an e-mail address',
  body: privacyRequestSchema,
  responses: { 200: privacyReportSchema, ...denied },
});
export const adminPrivacyExportRoute = apiRoute('POST /api/admin/privacy/export', {
  summary: 'Console (admin): the same report as a JSON file for the person',
  body: privacyRequestSchema,
  responses: { 200: privacyReportSchema, ...denied },
});
export const adminPrivacyEraseRoute = apiRoute('POST /api/admin/privacy/erase', {
  summary: 'Console (admin): erase it, keeping a suppression record',
  body: privacyEraseRequestSchema,
  responses: { 200: privacyEraseResponseSchema, ...denied },
});
