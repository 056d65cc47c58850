import { z } from 'zod';
import { languages } from './i18n/localized';

/**
 * ?language=en|fr on /api/blogs, /api/blogs/{slug} and /api/jobs. Without it the answer is the
 * spec's English one, field for field; with it every item also says its language and whether
 * it is the English original standing in for a missing translation (the page notes "(en anglais)").
 */
export const contentLanguageField = z.enum(languages, { error: 'language must be en or fr' }).optional();
export const translatedFields = {
  language: z.enum(languages).optional(),
  /** True when the French list or page shows the English original because no translation exists. */
  fallback: z.boolean().optional(),
};

export const blogPageSize = 9;
export const blogMaxLimit = 50;

export const blogPostSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    cover_image_url: z.string().nullable(),
    seo_description: z.string().nullable(),
    published_at: z.string().nullable(),
    created_at: z.string(),
    estimated_read_time: z.number().int().nullable().optional(),
    ...translatedFields,
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,6}$/, `${name} must be a positive integer`)
    .transform(Number);

/** GET /api/blogs?page=&limit= (query strings arrive as text). */
export const blogsQuerySchema = z
  .object({
    page: positiveInt('page').default(1),
    limit: positiveInt('limit')
      .refine((n) => n <= blogMaxLimit, `limit must be at most ${blogMaxLimit}`)
      .default(blogPageSize),
    language: contentLanguageField,
  })
  .strict();
export type BlogsQuery = z.infer<typeof blogsQuerySchema>;

/** GET /api/blogs/{slug}?language= */
export const blogQuerySchema = z.object({ language: contentLanguageField }).strict();
export type BlogQuery = z.infer<typeof blogQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const blogsResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(blogPostSchema),
  pagination: paginationSchema,
  message: z.string().optional(),
});
export type BlogsResponse = z.infer<typeof blogsResponseSchema>;

export const blogResponseSchema = z.object({
  success: z.boolean(),
  data: blogPostSchema,
  message: z.string().optional(),
});
export type BlogResponse = z.infer<typeof blogResponseSchema>;

export const blogNotFoundMessage = 'Blog post not found';
