import { z } from 'zod';
import { apiRoute } from './api-route';
import { blogResponseSchema, blogsQuerySchema, blogsResponseSchema } from './blogs.schema';
import { apiErrorSchema } from './common.schema';

export const blogsRoute = apiRoute('GET /api/blogs', {
  summary: 'Published posts, newest first, a page at a time',
  query: blogsQuerySchema,
  responses: { 200: blogsResponseSchema, 400: apiErrorSchema },
});
export const blogRoute = apiRoute('GET /api/blogs/{slug}', {
  summary: 'One published post',
  params: z.object({ slug: z.string().meta({ description: 'The post\'s URL name, as in /content/{slug}' }) }),
  responses: { 200: blogResponseSchema, 404: apiErrorSchema },
});
