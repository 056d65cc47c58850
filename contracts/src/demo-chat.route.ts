import { apiRoute } from './api-route';
import { apiErrorSchema } from './common.schema';
import { demoChatRequestSchema, demoChatResponseSchema } from './demo-chat.schema';

export const demoChatRoute = apiRoute('POST /api/demo-chat', {
  summary: 'Talk to a live demo assistant',
  description:
    'The assistant of a fictional business (real-estate, hr, restaurant) shown on the products page. Bookings it makes are samples: stored apart, never leads, never delivered. Over the rate limit the answer is a 200 with a friendly output. Answers carry Access-Control-Allow-Origin: * because the demo pages run in a sandboxed frame (an opaque origin).',
  body: demoChatRequestSchema,
  responses: { 200: demoChatResponseSchema, 400: apiErrorSchema },
});

export const demoChatPreflightRoute = apiRoute('OPTIONS /api/demo-chat', {
  summary: 'CORS preflight of the demo assistant',
  description: 'The sandboxed demo pages post JSON from an opaque origin, so the browser asks first.',
  responses: { 204: 'empty' },
});
