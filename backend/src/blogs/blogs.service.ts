import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { blogNotFoundMessage, type BlogPost, type BlogsQuery, type BlogsResponse } from '@prairieflow/contracts';
import { fromCachedHtml, toCachedHtml } from '../content-rendering/render-post';
import { PrismaService } from '../prisma/prisma.service';

interface PostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  contentHtml: string | null;
  coverImageUrl: string | null;
  seoDescription: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  estimatedReadTime: number | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** Published = not a draft and published_at has arrived (a future date schedules the post). */
export const publishedWhere = () => ({ isDraft: false, publishedAt: { lte: new Date() } });

@Injectable()
export class BlogsService {
  private readonly logger = new Logger(BlogsService.name);

  constructor(private readonly prisma: PrismaService) {}

  async list({ page, limit }: BlogsQuery): Promise<BlogsResponse> {
    const where = publishedWhere();
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
    const data = await Promise.all(rows.map((row) => this.toPost(row)));
    return { success: true, data, pagination: { page, limit, total, totalPages } };
  }

  async findBySlug(slug: string): Promise<{ success: true; data: BlogPost }> {
    const row = SLUG.test(slug) ? await this.prisma.blogPost.findFirst({ where: { slug, ...publishedWhere() } }) : null;
    if (!row) throw new NotFoundException({ success: false, message: blogNotFoundMessage });
    return { success: true, data: await this.toPost(row) };
  }

  /** The API's post: `content` is the sanitised HTML, rendered once and cached in content_html. */
  private async toPost(row: PostRow): Promise<BlogPost> {
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
