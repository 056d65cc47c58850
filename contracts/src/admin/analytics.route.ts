import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import { analyticsExportQuerySchema, analyticsLiveSchema, analyticsQuerySchema, analyticsResponseSchema } from './analytics.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminAnalyticsRoute = apiRoute('GET /api/admin/analytics', {
  summary: 'Console (admin): every dashboard panel for a range, with the page and source filters applied to all',
  query: analyticsQuerySchema,
  responses: { 200: analyticsResponseSchema, ...denied },
});
export const adminAnalyticsExportRoute = apiRoute('GET /api/admin/analytics/export.csv', {
  summary: 'Console (admin): one dashboard table as CSV (RFC 4180)',
  query: analyticsExportQuerySchema,
  responses: { 200: 'csv', ...denied },
});
export const adminAnalyticsLiveRoute = apiRoute('GET /api/admin/analytics/live', {
  summary: 'Console (admin): visitors and page views of the last 30 minutes',
  responses: { 200: analyticsLiveSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});
