import { type BlogPost, blogPageSize, blogResponseSchema, type BlogsResponse, blogsResponseSchema } from '@prairieflow/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articleCopy, blogCopy } from '~/content/blog';
import { api, ApiError } from '~/lib/api-client';

/**
 * The blog's data access: the paged list (/blog) and one post (/content/{slug}).
 * Error messages follow the spec's catalogue (section 8) word for word.
 */
export async function fetchBlogPosts(page: number): Promise<BlogsResponse> {
  let body: unknown;
  try {
    body = await api.get(`/api/blogs?page=${page}&limit=${blogPageSize}`);
  } catch (error) {
    throw new Error(error instanceof ApiError ? blogCopy.fetchFailed : blogCopy.fetchException);
  }
  const envelope = body as { success?: boolean; message?: string } | undefined;
  if (!envelope?.success) throw new Error(envelope?.message || blogCopy.fetchFailed);
  const parsed = blogsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(blogCopy.fetchException);
  return parsed.data;
}

export async function fetchBlogPost(slug: string): Promise<BlogPost> {
  let body: unknown;
  try {
    body = await api.get(`/api/blogs/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.status === 404 ? articleCopy.notFound : articleCopy.fetchFailed);
    throw new Error(articleCopy.generic);
  }
  const parsed = blogResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.success) throw new Error(articleCopy.fetchFailed);
  return parsed.data.data;
}

export const blogPostsQuery = (page: number) =>
  queryOptions({ queryKey: ['blogs', 'list', page], queryFn: () => fetchBlogPosts(page) });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ['blogs', 'post', slug], queryFn: () => fetchBlogPost(slug) });

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export const useBlogPosts = (page: number) => useQuery({ ...blogPostsQuery(page), placeholderData: keepPreviousData });

export const useBlogPost = (slug: string | undefined) => useQuery({ ...blogPostQuery(slug ?? ''), enabled: Boolean(slug) });
