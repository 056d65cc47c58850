import { type BlogPost, blogPageSize, blogResponseSchema, type BlogsResponse, blogsResponseSchema } from '@prairieflow/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLang } from '~/i18n/lang-context';
import type { Lang } from '~/i18n/lang';
import { blogCopyFor } from './blog-copy';
import { api, ApiError } from '~/lib/api-client';

/**
 * The blog's data access: the paged list (/blog) and one post (/content/{slug}).
 * Error messages follow the spec's catalogue (section 8) word for word.
 */
export async function fetchBlogPosts(page: number, lang: Lang = 'en'): Promise<BlogsResponse> {
  const { blogCopy } = blogCopyFor(lang);
  let body: unknown;
  try {
    body = await api.get(`/api/blogs?page=${page}&limit=${blogPageSize}${lang === 'en' ? '' : `&language=${lang}`}`);
  } catch (error) {
    throw new Error(error instanceof ApiError ? blogCopy.fetchFailed : blogCopy.fetchException);
  }
  const envelope = body as { success?: boolean; message?: string } | undefined;
  if (!envelope?.success) throw new Error(envelope?.message || blogCopy.fetchFailed);
  const parsed = blogsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(blogCopy.fetchException);
  return parsed.data;
}

export async function fetchBlogPost(slug: string, lang: Lang = 'en'): Promise<BlogPost> {
  const { articleCopy } = blogCopyFor(lang);
  let body: unknown;
  try {
    body = await api.get(`/api/blogs/${encodeURIComponent(slug)}${lang === 'en' ? '' : `?language=${lang}`}`);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.status === 404 ? articleCopy.notFound : articleCopy.fetchFailed);
    throw new Error(articleCopy.generic);
  }
  const parsed = blogResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.success) throw new Error(articleCopy.fetchFailed);
  return parsed.data.data;
}

export const blogPostsQuery = (page: number, lang: Lang) =>
  queryOptions({ queryKey: ['blogs', 'list', lang, page], queryFn: () => fetchBlogPosts(page, lang) });

export const blogPostQuery = (slug: string, lang: Lang) =>
  queryOptions({ queryKey: ['blogs', 'post', lang, slug], queryFn: () => fetchBlogPost(slug, lang) });

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export const useBlogPosts = (page: number) => useQuery({ ...blogPostsQuery(page, useLang()), placeholderData: keepPreviousData });

export const useBlogPost = (slug: string | undefined) => useQuery({ ...blogPostQuery(slug ?? '', useLang()), enabled: Boolean(slug) });
