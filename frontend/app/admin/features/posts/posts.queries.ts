import type { AdminPost, CoverImage, PostInput, PostListResponse, PostPreview, PostSort, SlugCheck } from '@prairieflow/contracts/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

export interface PostFilter {
  status?: string;
  language?: string;
  q?: string;
  sort: PostSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const postsQuery = (filter: PostFilter) =>
  queryOptions({
    queryKey: ['posts', filter],
    queryFn: () => api<PostListResponse>(`posts${queryString({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
export const postQuery = (id: string) => queryOptions({ queryKey: ['post', id], queryFn: () => api<AdminPost>(`posts/${id}`) });

export const savePost = (id: string | undefined, body: PostInput) =>
  id ? api<AdminPost>(`posts/${id}`, { method: 'PUT', body }) : api<AdminPost>('posts', { method: 'POST', body });
export const previewPost = (content: string) => api<PostPreview>('posts/preview', { method: 'POST', body: { content } });
export const checkSlug = (slug: string, language: string, id?: string) =>
  api<SlugCheck>(`posts/slug-check${queryString({ slug, language, id })}`);

/** The browser reads the file and sends it as base64 (the API takes JSON only). */
export async function uploadCover(file: File): Promise<CoverImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return api<CoverImage>('uploads', { method: 'POST', body: { filename: file.name, data: btoa(binary) } });
}
