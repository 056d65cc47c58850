import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import {
  chatListQuerySchema,
  chatListResponseSchema,
  chatTranscriptSchema,
  conversationParamsSchema,
  unansweredQuerySchema,
  unansweredResponseSchema,
} from './chats.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminChatsRoute = apiRoute('GET /api/admin/chats', {
  summary: 'Console (admin): chat conversations with their first message and outcome',
  query: chatListQuerySchema,
  responses: { 200: chatListResponseSchema, ...denied },
});
export const adminChatUnansweredRoute = apiRoute('GET /api/admin/chats/unanswered', {
  summary: 'Console (admin): the questions the assistant could not answer, most asked first',
  query: unansweredQuerySchema,
  responses: { 200: unansweredResponseSchema, ...denied },
});
export const adminChatRoute = apiRoute('GET /api/admin/chats/{id}', {
  summary: "Console (admin): one conversation's transcript",
  params: conversationParamsSchema,
  responses: { 200: chatTranscriptSchema, ...denied, 404: apiErrorSchema },
});
