import { apiRoute } from './api-route';
import { apiErrorSchema } from './common.schema';
import { contactWebhookRequestSchema, contactWebhookResponseSchema } from './contact-webhook.schema';

export const contactWebhookRoute = apiRoute('POST /api/contact-webhook', {
  summary: 'Request a demo, or follow up a contact message',
  description:
    'form_type demo stores a demo request (201); form_type contact attaches to the contact message just sent (202), or stores a new lead (201).',
  body: contactWebhookRequestSchema,
  responses: { 201: contactWebhookResponseSchema, 202: contactWebhookResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});
