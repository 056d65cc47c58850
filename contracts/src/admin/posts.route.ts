import { apiRoute } from '../api-route';
import { apiErrorSchema } from '../common.schema';
import { idParamsSchema } from './common.schema';
import {
  adminPostSchema,
  coverImageSchema,
  postInputSchema,
  postListQuerySchema,
  postListResponseSchema,
  postPreviewRequestSchema,
  postPreviewResponseSchema,
  slugCheckQuerySchema,
  slugCheckResponseSchema,
  uploadRequestSchema,
} from './posts.schema';

const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const adminPostsRoute = apiRoute('GET /api/admin/posts', {
  summary: 'Console (editor, admin): posts with draft / scheduled / published, filtered, sorted, paged',
  query: postListQuerySchema,
  responses: { 200: postListResponseSchema, ...denied },
});
export const adminPostCreateRoute = apiRoute('POST /api/admin/posts', {
  summary: 'Console (editor, admin): write a post (a draft, scheduled, or published at once)',
  body: postInputSchema,
  responses: { 201: adminPostSchema, ...denied, 409: apiErrorSchema },
});
export const adminPostRoute = apiRoute('GET /api/admin/posts/{id}', {
  summary: 'Console (editor, admin): one post as the editor holds it',
  params: idParamsSchema,
  responses: { 200: adminPostSchema, ...denied, 404: apiErrorSchema },
});
export const adminPostUpdateRoute = apiRoute('PUT /api/admin/posts/{id}', {
  summary: "Console (editor, admin): save a post; the public pages' cache is dropped at once",
  params: idParamsSchema,
  body: postInputSchema,
  responses: { 200: adminPostSchema, ...denied, 404: apiErrorSchema, 409: apiErrorSchema },
});
export const adminPostPreviewRoute = apiRoute('POST /api/admin/posts/preview', {
  summary: 'Console (editor, admin): Markdown rendered and sanitised exactly as the public article is',
  body: postPreviewRequestSchema,
  responses: { 200: postPreviewResponseSchema, ...denied },
});
export const adminSlugCheckRoute = apiRoute('GET /api/admin/posts/slug-check', {
  summary: 'Console (editor, admin): whether a slug is free in a language, with a free suggestion',
  query: slugCheckQuerySchema,
  responses: { 200: slugCheckResponseSchema, ...denied },
});
export const adminUploadRoute = apiRoute('POST /api/admin/uploads', {
  summary: 'Console (editor, admin): upload a cover image (checked by content, ≤ 5 MB, re-encoded to AVIF and WebP at several widths)',
  body: uploadRequestSchema,
  responses: { 201: coverImageSchema, ...denied, 413: apiErrorSchema },
});
