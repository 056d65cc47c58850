import { z } from 'zod';
import { apiRoute } from './api-route';
import { blogQuerySchema, blogResponseSchema, blogsQuerySchema, blogsResponseSchema } from './blogs.schema';
import { apiErrorSchema } from './common.schema';

export const blogsRoute = apiRoute('GET /api/blogs', {
  summary: 'Published posts, newest first, a page at a time',
  description: 'With ?language=fr: French posts, plus English ones not yet translated (fallback: true).',
  query: blogsQuerySchema,
  responses: { 200: blogsResponseSchema, 400: apiErrorSchema },
});
export const blogRoute = apiRoute('GET /api/blogs/{slug}', {
  summary: 'One published post',
  description: 'With ?language=fr: the French translation, else the English original with fallback: true.',
  params: z.object({ slug: z.string().meta({ description: "The post's URL name, as in /content/{slug}" }) }),
  query: blogQuerySchema,
  responses: { 200: blogResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});
