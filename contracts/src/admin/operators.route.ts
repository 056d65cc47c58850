import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import { auditQuerySchema, auditResponseSchema } from './audit.schema';
import { idParamsSchema } from './common.schema';
import {
  enrolmentLinkResponseSchema,
  operatorAddRequestSchema,
  operatorListResponseSchema,
  operatorSummarySchema,
} from './operators.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminAuditRoute = apiRoute('GET /api/admin/audit', {
  summary: 'Console (admin): the append-only audit log, newest first',
  query: auditQuerySchema,
  responses: { 200: auditResponseSchema, ...denied },
});
export const adminOperatorsRoute = apiRoute('GET /api/admin/operators', {
  summary: 'Console (admin): every operator account',
  responses: { 200: operatorListResponseSchema, ...denied },
});
export const adminOperatorAddRoute = apiRoute('POST /api/admin/operators', {
  summary: 'Console (admin): add an operator; answers their one-time enrolment link',
  body: operatorAddRequestSchema,
  responses: { 201: enrolmentLinkResponseSchema, ...denied, 409: apiErrorSchema },
});
export const adminOperatorDisableRoute = apiRoute('POST /api/admin/operators/{id}/disable', {
  summary: 'Console (admin): disable an operator and end their sessions',
  params: idParamsSchema,
  responses: { 200: operatorSummarySchema, ...denied, 404: apiErrorSchema, 409: apiErrorSchema },
});
export const adminOperatorResetRoute = apiRoute('POST /api/admin/operators/{id}/reset', {
  summary: 'Console (admin): reset an operator: new enrolment link, old password and TOTP void',
  params: idParamsSchema,
  responses: { 200: enrolmentLinkResponseSchema, ...denied, 404: apiErrorSchema, 409: apiErrorSchema },
});
