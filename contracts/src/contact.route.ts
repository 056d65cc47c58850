import { apiRoute } from './api-route';
import { apiErrorSchema } from './common.schema';
import { contactRequestSchema, contactResponseSchema } from './contact.schema';

export const contactRoute = apiRoute('POST /api/contact', {
  summary: 'Send a contact message',
  description: 'The 201 comes only once the message and its e-mail and webhook deliveries are stored.',
  body: contactRequestSchema,
  responses: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});
