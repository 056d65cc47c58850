import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import { idParamsSchema } from './common.schema';
import { deliverySchema, inboxQuerySchema, inboxResponseSchema, leadDetailSchema, leadUpdateSchema } from './leads.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminLeadsRoute = apiRoute('GET /api/admin/leads', {
  summary: 'Console (admin): the leads inbox, filtered, searched, sorted and paged',
  query: inboxQuerySchema,
  responses: { 200: inboxResponseSchema, ...denied },
});
export const adminLeadsExportRoute = apiRoute('GET /api/admin/leads/export.csv', {
  summary: 'Console (admin): the whole current filter as CSV (RFC 4180, formula cells neutralised)',
  query: inboxQuerySchema,
  responses: { 200: 'csv', ...denied },
});
export const adminLeadRoute = apiRoute('GET /api/admin/leads/{id}', {
  summary: 'Console (admin): one lead with its journey, chat transcript and deliveries',
  params: idParamsSchema,
  responses: { 200: leadDetailSchema, ...denied, 404: apiErrorSchema },
});
export const adminLeadUpdateRoute = apiRoute('PATCH /api/admin/leads/{id}', {
  summary: "Console (admin): set a lead's status or note",
  description: 'Leaving spam runs the deliveries the bot trap held back.',
  params: idParamsSchema,
  body: leadUpdateSchema,
  responses: { 200: leadDetailSchema, ...denied, 404: apiErrorSchema },
});
export const adminDeliveryRetryRoute = apiRoute('POST /api/admin/deliveries/{id}/retry', {
  summary: 'Console (admin): run a waiting or failed delivery now',
  params: idParamsSchema,
  responses: { 200: deliverySchema, ...denied, 404: apiErrorSchema, 409: apiErrorSchema },
});
