import { z } from 'zod';
import { apiRoute } from './api-route';

/** GET /api/openapi.json: this very document (its shape is the OpenAPI 3.1 specification's). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
});

export const openApiRoute = apiRoute('GET /api/openapi.json', {
  summary: 'This API description (OpenAPI 3.1, generated from the zod contracts)',
  responses: { 200: openApiDocumentSchema },
});
export const docsRoute = apiRoute('GET /api/docs', {
  summary: 'This API description as a readable page',
  responses: { 200: 'html' },
});
