import { z } from 'zod';

export const blogPageSize = 9;
export const blogMaxLimit = 50;

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  cover_image_url: z.string().nullable(),
  seo_description: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  estimated_read_time: z.number().int().nullable().optional(),
}).meta({ id: 'BlogPost' });
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
  })
  .strict();
export type BlogsQuery = z.infer<typeof blogsQuerySchema>;

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
