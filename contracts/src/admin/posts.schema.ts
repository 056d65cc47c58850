import { z } from 'zod';
import { languages } from '../i18n/localized';
import { pageInfoSchema, pageQuery, sortDirSchema } from './common.schema';

export const postStatuses = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];
export const postSorts = ['updated_at', 'published_at', 'title', 'language', 'status'] as const;
export type PostSort = (typeof postSorts)[number];

export const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;
export const slugMessage = 'slug must be lowercase letters, digits and hyphens';

/** Lowercase ASCII words joined by hyphens: "Café & AI: 2026!" → "cafe-ai-2026". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** POST /api/admin/posts and PUT /api/admin/posts/{id}: the whole post as the editor holds it. */
export const postInputSchema = z
  .object({
    title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
    slug: z.string({ error: 'slug is required' }).trim().regex(slugPattern, slugMessage),
    seo_description: z
      .preprocess(emptyToNull, z.string().trim().max(300, 'description must be at most 300 characters').nullable())
      .default(null),
    cover_image_url: z
      .preprocess(
        emptyToNull,
        z
          .string()
          .regex(/^(https:\/\/|\/(?!\/))\S+$/, 'cover must be an https:// URL or a path on this site')
          .max(500)
          .nullable(),
      )
      .default(null),
    content: z
      .string({ error: 'content is required' })
      .trim()
      .min(1, 'content is required')
      .max(200_000, 'content must be at most 200000 characters'),
    estimated_read_time: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.coerce
          .number({ error: 'read time must be a number of minutes' })
          .int('read time must be whole minutes')
          .min(1, 'read time must be 1 to 240 minutes')
          .max(240, 'read time must be 1 to 240 minutes')
          .nullable(),
      )
      .default(null),
    /** ISO date-time; in the future it schedules the post. Null: publish now (unless a draft). */
    published_at: z
      .preprocess(emptyToNull, z.iso.datetime({ offset: true, error: 'publish date must be a date and time' }).nullable())
      .default(null),
    draft: z.boolean({ error: 'draft must be true or false' }).default(true),
    language: z.enum(languages, { error: 'language must be en or fr' }).default('en'),
    /** A translation names its English original's slug; null: the post is an original. */
    translation_of: z
      .preprocess(emptyToNull, z.string().regex(slugPattern, "translation_of must be the English post's slug").nullable())
      .default(null),
  })
  .strict();
export type PostInput = z.infer<typeof postInputSchema>;
export type PostInputForm = z.input<typeof postInputSchema>;

export const adminPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  seo_description: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  content: z.string(),
  estimated_read_time: z.number().int().nullable(),
  published_at: z.string().nullable(),
  draft: z.boolean(),
  language: z.enum(languages),
  translation_of: z.string().nullable(),
  status: z.enum(postStatuses),
  updated_at: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const postListQuerySchema = z
  .object({
    status: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(postStatuses, { error: `status must be one of ${postStatuses.join(', ')}` }).optional(),
    ),
    language: z.preprocess((v) => (v === '' ? undefined : v), z.enum(languages, { error: 'language must be en or fr' }).optional()),
    q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100, 'q must be at most 100 characters').optional()),
    sort: z.enum(postSorts, { error: `sort must be one of ${postSorts.join(', ')}` }).default('updated_at'),
    dir: sortDirSchema.default('desc'),
    ...pageQuery,
  })
  .strict();
export type PostListQuery = z.infer<typeof postListQuerySchema>;
export const postListResponseSchema = pageInfoSchema.extend({ items: z.array(adminPostSchema.omit({ content: true })) });
export type PostListResponse = z.infer<typeof postListResponseSchema>;

/** POST /api/admin/posts/preview: the Markdown rendered by the public article's renderer and sanitiser. */
export const postPreviewRequestSchema = z
  .object({ content: z.string({ error: 'content must be text' }).max(200_000, 'content must be at most 200000 characters') })
  .strict();
export const postPreviewResponseSchema = z.object({ html: z.string(), words: z.number().int(), readTime: z.number().int() });
export type PostPreview = z.infer<typeof postPreviewResponseSchema>;

/** GET /api/admin/posts/slug-check?slug=&language=&id=: is it free (for another post than id), and a free suggestion. */
export const slugCheckQuerySchema = z
  .object({
    slug: z.string({ error: 'slug is required' }).trim().regex(slugPattern, slugMessage),
    language: z.enum(languages, { error: 'language must be en or fr' }).default('en'),
    id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Not a valid id').optional()),
  })
  .strict();
export type SlugCheckQuery = z.infer<typeof slugCheckQuerySchema>;
export const slugCheckResponseSchema = z.object({ slug: z.string(), available: z.boolean(), suggestion: z.string() });
export type SlugCheck = z.infer<typeof slugCheckResponseSchema>;

/** POST /api/admin/uploads: a cover image as base64 (the API takes JSON only), at most 5 MB decoded (413 past that). */
export const uploadMaxBytes = 5 * 1024 * 1024;
export const uploadRequestSchema = z
  .object({
    filename: z
      .string({ error: 'filename is required' })
      .trim()
      .min(1, 'filename is required')
      .max(200, 'filename must be at most 200 characters'),
    data: z
      .string({ error: 'data must be the file as base64' })
      .min(1, 'data must be the file as base64')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'data must be the file as base64'),
    alt: z.string().trim().max(300).optional(),
  })
  .strict();
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
export const coverImageSchema = z.object({
  id: z.string(),
  /** What cover_image_url stores: the largest rendition's path; the other sizes sit beside it. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.object({ avif: z.string(), webp: z.string() }),
  sizes: z.string(),
});
export type CoverImage = z.infer<typeof coverImageSchema>;
