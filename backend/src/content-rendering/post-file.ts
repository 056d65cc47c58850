import type { Client } from 'pg';
import { type Language, languages } from '@prairieflow/contracts';
import { z } from 'zod';
import { parseFrontMatter } from '../common/front-matter';
import { toCachedHtml } from './render-post';

const isoDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'published_at must be a date like 2026-11-21 or 2026-11-21T09:00:00Z',
  )
  .refine((v) => !Number.isNaN(Date.parse(v)), 'published_at is not a real date');

/**
 * The front matter a post file may carry. Unknown keys are refused, so a typo such as
 * `publish_at` is an error rather than a silently unpublished post.
 */
export const postFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1, 'title is required').max(200),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'slug must be lowercase letters, digits and hyphens'),
    cover: z
      .string()
      .regex(/^(https?:\/\/|\/(?!\/))\S+$/, 'cover must be an http(s) URL or a path on this site')
      .optional(),
    seo_description: z.string().trim().min(1).max(300).optional(),
    published_at: isoDateTime.optional(),
    draft: z.boolean().default(false),
    estimated_read_time: z.number().int().positive().max(240).optional(),
    language: z.enum(languages, { error: 'language must be en or fr' }).optional(),
    /** A translation names its English original's slug; by default a post is its own group. */
    translation_of: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "translation_of must be the English post's slug")
      .optional(),
  })
  .strict();

export interface PostInput {
  slug: string;
  title: string;
  content: string;
  coverImageUrl: string | null;
  seoDescription: string | null;
  /** Null only for drafts that never had a date. */
  publishedAt: Date | null;
  isDraft: boolean;
  estimatedReadTime: number | null;
  language: Language;
  /** The English original's slug; the post's own slug when it is the original. */
  translationGroup: string;
}

/** Reads a Markdown file with front matter; throws an Error naming every bad field. */
export function parsePostFile(source: string, now: Date = new Date(), defaultLanguage: Language = 'en'): PostInput {
  const { data, body } = parseFrontMatter(source);
  const parsed = postFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; '));
  }
  const content = body.trim();
  if (!content) throw new Error('The post has no body after its front matter');
  const meta = parsed.data;
  // A dateless, non-draft post is published on import; a dated one waits for its date.
  const publishedAt = meta.published_at ? new Date(meta.published_at) : meta.draft ? null : now;
  return {
    slug: meta.slug,
    title: meta.title,
    content,
    coverImageUrl: meta.cover ?? null,
    seoDescription: meta.seo_description ?? null,
    publishedAt,
    isDraft: meta.draft,
    estimatedReadTime: meta.estimated_read_time ?? null,
    language: meta.language ?? defaultLanguage,
    translationGroup: meta.translation_of ?? meta.slug,
  };
}

/**
 * Writes a post with its rendered HTML cache. `overwrite: false` (the seeder) leaves an
 * existing slug untouched so operators' edits survive; the CLI import overwrites.
 */
export async function savePost(
  client: Client,
  post: PostInput,
  options: { overwrite: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  const conflict = options.overwrite
    ? `DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, content_html = EXCLUDED.content_html,
         cover_image_url = EXCLUDED.cover_image_url, seo_description = EXCLUDED.seo_description,
         published_at = EXCLUDED.published_at, is_draft = EXCLUDED.is_draft,
         estimated_read_time = EXCLUDED.estimated_read_time, translation_group = EXCLUDED.translation_group, updated_at = CURRENT_TIMESTAMP`
    : 'DO NOTHING';
  const result = await client.query<{ inserted: boolean }>(
    `INSERT INTO blog_posts (slug, title, content, content_html, cover_image_url, seo_description, published_at, is_draft, estimated_read_time, language, translation_group)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (language, slug) ${conflict}
     RETURNING (xmax = 0) AS inserted`,
    [
      post.slug,
      post.title,
      post.content,
      toCachedHtml(post.content),
      post.coverImageUrl,
      post.seoDescription,
      post.publishedAt,
      post.isDraft,
      post.estimatedReadTime,
      post.language ?? 'en',
      post.translationGroup ?? post.slug,
    ],
  );
  if (result.rowCount === 0) return 'unchanged';
  return result.rows[0].inserted ? 'created' : 'updated';
}
