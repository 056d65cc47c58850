import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { blogNotFoundMessage, type BlogPost, type BlogsQuery, type BlogsResponse, type Language } from '@prairieflow/contracts';
import { fromCachedHtml, toCachedHtml } from '../content-rendering/render-post';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';

export interface PostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  contentHtml: string | null;
  coverImageUrl: string | null;
  seoDescription: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  estimatedReadTime: number | null;
  language: string;
  translationGroup: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** Published = not a draft and published_at has arrived (a future date schedules the post). */
export const publishedWhere = () => ({ isDraft: false, publishedAt: { lte: new Date() } });

/**
 * The published posts a language shows: English shows English; French shows French posts and
 * the English ones whose group has no published French translation (marked as a fallback).
 */
export async function postsShownIn(prisma: PrismaService, language: Language): Promise<Prisma.BlogPostWhereInput> {
  if (language === 'en') return { ...publishedWhere(), language: 'en' };
  const translated = await prisma.blogPost.findMany({ where: { ...publishedWhere(), language }, select: { translationGroup: true } });
  return {
    ...publishedWhere(),
    OR: [{ language }, { language: 'en', translationGroup: { notIn: translated.map((t) => t.translationGroup) } }],
  };
}

@Injectable()
export class BlogsService {
  private readonly logger = new Logger(BlogsService.name);

  constructor(private readonly prisma: PrismaService) {}

  /** Without `language` the answer is the spec's, field for field (English only). */
  async list({ page, limit, language }: BlogsQuery): Promise<BlogsResponse> {
    const where = await postsShownIn(this.prisma, language ?? 'en');
    const total = await this.prisma.blogPost.count({ where });
    const totalPages = Math.ceil(total / limit);
    // With no posts at all, page 1 is still a valid (empty) page.
    if (page > Math.max(totalPages, 1)) {
      throw new BadRequestException({ message: `page must be between 1 and ${Math.max(totalPages, 1)}` });
    }
    const rows = await this.prisma.blogPost.findMany({
      where,
      orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
      skip: (page - 1) * limit,
      take: limit,
    });
    const data = await Promise.all(rows.map((row) => this.toPost(row, language)));
    return { success: true, data, pagination: { page, limit, total, totalPages } };
  }

  async findBySlug(slug: string, language?: Language): Promise<{ success: true; data: BlogPost }> {
    const row = SLUG.test(slug) ? await this.findRow(slug, language ?? 'en') : null;
    if (!row) throw new NotFoundException({ success: false, message: blogNotFoundMessage });
    return { success: true, data: await this.toPost(row, language) };
  }

  /** A French page asks for its own slug or its English original's; else the English post stands in. */
  async findRow(slug: string, language: Language): Promise<PostRow | null> {
    if (language !== 'en') {
      const translated = await this.prisma.blogPost.findFirst({
        where: { ...publishedWhere(), language, OR: [{ slug }, { translationGroup: slug }] },
      });
      if (translated) return translated;
    }
    return this.prisma.blogPost.findFirst({ where: { slug, language: 'en', ...publishedWhere() } });
  }

  /** The API's post: `content` is the sanitised HTML, rendered once and cached in content_html. */
  async toPost(row: PostRow, language?: Language): Promise<BlogPost> {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      content: await this.html(row),
      cover_image_url: row.coverImageUrl,
      seo_description: row.seoDescription,
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      estimated_read_time: row.estimatedReadTime,
      ...(language ? { language: row.language as Language, fallback: row.language !== language } : {}),
    };
  }

  private async html(row: PostRow): Promise<string> {
    const cached = fromCachedHtml(row.contentHtml);
    if (cached !== null) return cached;
    const rendered = toCachedHtml(row.content);
    // Only fill the cache if the content is still what we rendered (a concurrent edit wins).
    await this.prisma.blogPost
      .updateMany({ where: { id: row.id, content: row.content }, data: { contentHtml: rendered } })
      .catch((error: unknown) => this.logger.warn({ err: error, slug: row.slug }, 'Could not cache rendered post'));
    return fromCachedHtml(rendered)!;
  }
}
