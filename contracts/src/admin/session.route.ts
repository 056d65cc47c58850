import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import {
  enrolmentFinishRequestSchema,
  enrolmentFinishResponseSchema,
  enrolmentStartRequestSchema,
  enrolmentStartResponseSchema,
} from './enrolment.schema';
import { sessionResponseSchema, signInRequestSchema } from './session.schema';

// The console's session: a cookie set by POST /api/admin/session. Every state-changing call must
// also carry an Origin equal to the site's public address (403 otherwise).
const denied = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminSignInRoute = apiRoute('POST /api/admin/session', {
  summary: 'Console: sign in with e-mail, password and TOTP (or recovery) code',
  description: 'Sets the HttpOnly session cookie. The answer and its timing are the same for an unknown address and a wrong password.',
  body: signInRequestSchema,
  responses: { 200: sessionResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
});
export const adminSessionRoute = apiRoute('GET /api/admin/session', {
  summary: 'Console: the signed-in operator and when the session ends',
  responses: { 200: sessionResponseSchema, ...denied },
});
export const adminSignOutRoute = apiRoute('DELETE /api/admin/session', {
  summary: 'Console: sign out (ends the session on the server)',
  responses: { 204: 'empty', ...denied },
});
export const adminEnrolmentStartRoute = apiRoute('POST /api/admin/enrolment/start', {
  summary: 'Console: open a one-time enrolment link (from npm run admin)',
  description: 'Returns the TOTP secret and its QR code to scan; the link stays valid until finished or expired.',
  body: enrolmentStartRequestSchema,
  responses: { 200: enrolmentStartResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
});
export const adminEnrolmentFinishRoute = apiRoute('POST /api/admin/enrolment/finish', {
  summary: 'Console: set the password and confirm the first TOTP code',
  description: 'Returns the recovery codes, shown once.',
  body: enrolmentFinishRequestSchema,
  responses: { 200: enrolmentFinishResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
});
