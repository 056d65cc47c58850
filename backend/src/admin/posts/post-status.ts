import type { AdminPost, PostStatus } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';

export const postColumns = Prisma.sql`id::text, title, slug, seo_description, cover_image_url, content, estimated_read_time, published_at,
  is_draft, language, translation_group, updated_at,
  CASE WHEN is_draft OR published_at IS NULL THEN 'draft' WHEN published_at > now() THEN 'scheduled' ELSE 'published' END AS status`;

export interface PostDbRow {
  id: string;
  title: string;
  slug: string;
  seo_description: string | null;
  cover_image_url: string | null;
  content: string;
  estimated_read_time: number | null;
  published_at: Date | null;
  is_draft: boolean;
  language: 'en' | 'fr';
  translation_group: string;
  updated_at: Date;
  status: PostStatus;
}

/** The status the list filters on, as SQL (the same rule as publishedWhere in /api/blogs). */
export function statusWhere(status: PostStatus): Prisma.Sql {
  if (status === 'draft') return Prisma.sql`(is_draft OR published_at IS NULL)`;
  if (status === 'scheduled') return Prisma.sql`(NOT is_draft AND published_at > now())`;
  return Prisma.sql`(NOT is_draft AND published_at <= now())`;
}

export function toAdminPost(row: PostDbRow): AdminPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    seo_description: row.seo_description,
    cover_image_url: row.cover_image_url,
    content: row.content,
    estimated_read_time: row.estimated_read_time,
    published_at: row.published_at?.toISOString() ?? null,
    draft: row.is_draft,
    language: row.language,
    translation_of: row.translation_group === row.slug ? null : row.translation_group,
    status: row.status,
    updated_at: row.updated_at.toISOString(),
  };
}
