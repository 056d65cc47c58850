import { apiRoute } from './api-route';
import { chatRequestSchema, chatResponseSchema } from './chatbot-webhook.schema';
import { apiErrorSchema } from './common.schema';

export const chatRoute = apiRoute('POST /api/chatbot-webhook', {
  summary: 'Ask the chat assistant',
  description: 'The widget reads output. Even over the rate limit the answer is a 200 with a friendly output.',
  body: chatRequestSchema,
  responses: { 200: chatResponseSchema, 400: apiErrorSchema },
});
