import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminPost, PostInput, PostListQuery, PostListResponse, SlugCheck, SlugCheckQuery } from '@prairieflow/contracts/admin';
import { toCachedHtml } from '../../content-rendering/render-post';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../prisma/prisma.service';
import { AuditService } from '../audit/audit.service';
import type { SessionOperator } from '../auth/session.service';
import { type PostDbRow, postColumns, statusWhere, toAdminPost } from './post-status';

const sortColumns = {
  updated_at: 'updated_at',
  published_at: 'published_at',
  title: 'lower(title)',
  language: 'language',
  status: 'status',
} as const;
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Posts as the console edits them. Every write renders the HTML cache with the public
 * renderer, and the blog_posts triggers NOTIFY content_changed, so every replica drops its
 * cached pages at once (content-events). A slug is unique per language (409 names it).
 */
@Injectable()
export class AdminPostsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  async list(query: PostListQuery): Promise<PostListResponse> {
    const parts: Prisma.Sql[] = [Prisma.sql`true`];
    if (query.status) parts.push(statusWhere(query.status));
    if (query.language) parts.push(Prisma.sql`language = ${query.language}`);
    if (query.q)
      parts.push(
        Prisma.sql`(lower(title) LIKE ${`%${likeEscape(query.q.toLowerCase())}%`} OR slug LIKE ${`%${likeEscape(query.q.toLowerCase())}%`})`,
      );
    const where = Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}`;
    const order = Prisma.raw(`ORDER BY ${sortColumns[query.sort]} ${query.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id`);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<
        PostDbRow[]
      >`SELECT * FROM (SELECT ${postColumns} FROM blog_posts) p ${where} ${order} LIMIT ${query.pageSize} OFFSET ${offset}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (SELECT ${postColumns} FROM blog_posts) p ${where}`,
    ]);
    const total = counted[0]?.total ?? 0;
    return {
      items: rows.map((r) => {
        const { content: _content, ...rest } = toAdminPost(r);
        return rest;
      }),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  async get(id: string): Promise<AdminPost> {
    const rows = await this.prisma.$queryRaw<PostDbRow[]>`SELECT ${postColumns} FROM blog_posts WHERE id = ${id}::uuid`;
    if (!rows[0]) throw new NotFoundException('No post with this id');
    return toAdminPost(rows[0]);
  }

  async slugCheck({ slug, language, id }: SlugCheckQuery): Promise<SlugCheck> {
    const taken = await this.takenSlugs(slug, language, id);
    let suggestion = slug;
    for (let n = 2; taken.has(suggestion); n += 1) suggestion = `${slug}-${n}`.slice(0, 200);
    return { slug, available: !taken.has(slug), suggestion };
  }

  async create(input: PostInput, operator: SessionOperator): Promise<AdminPost> {
    await this.assertSlugFree(input, undefined);
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO blog_posts (slug, title, content, content_html, cover_image_url, seo_description, published_at, is_draft, estimated_read_time, language, translation_group)
      VALUES (${input.slug}, ${input.title}, ${input.content}, ${toCachedHtml(input.content)}, ${input.cover_image_url}, ${input.seo_description},
        ${this.publishedAt(input)}, ${input.draft}, ${input.estimated_read_time}, ${input.language}, ${input.translation_of ?? input.slug})
      RETURNING id::text`.catch((error: unknown) => this.conflict(error, input));
    const post = await this.get(rows[0].id);
    await this.audit.record(operator, {
      action: 'post.created',
      subjectType: 'post',
      subjectId: post.id,
      details: { slug: post.slug, language: post.language, status: post.status },
    });
    return post;
  }

  async update(id: string, input: PostInput, operator: SessionOperator): Promise<AdminPost> {
    await this.assertSlugFree(input, id);
    const result = await this.prisma.$executeRaw`
      UPDATE blog_posts SET slug = ${input.slug}, title = ${input.title}, content = ${input.content}, content_html = ${toCachedHtml(input.content)},
        cover_image_url = ${input.cover_image_url}, seo_description = ${input.seo_description}, published_at = ${this.publishedAt(input)},
        is_draft = ${input.draft}, estimated_read_time = ${input.estimated_read_time}, language = ${input.language},
        translation_group = ${input.translation_of ?? input.slug}, updated_at = CURRENT_TIMESTAMP
      WHERE id = ${id}::uuid`.catch((error: unknown) => this.conflict(error, input));
    if (result === 0) throw new NotFoundException('No post with this id');
    const post = await this.get(id);
    await this.audit.record(operator, {
      action: 'post.updated',
      subjectType: 'post',
      subjectId: id,
      details: { slug: post.slug, language: post.language, status: post.status },
    });
    return post;
  }

  /** A post published with no date is published now; a draft keeps whatever date it was given. */
  private publishedAt(input: PostInput): Date | null {
    if (input.published_at) return new Date(input.published_at);
    return input.draft ? null : new Date();
  }

  private async takenSlugs(slug: string, language: string, exceptId?: string): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ slug: string }[]>`
      SELECT slug FROM blog_posts WHERE language = ${language} AND (slug = ${slug} OR slug LIKE ${`${likeEscape(slug)}-%`})
        AND (${exceptId ?? null}::uuid IS NULL OR id <> ${exceptId ?? null}::uuid)`;
    return new Set(rows.map((r) => r.slug));
  }

  private async assertSlugFree(input: PostInput, exceptId: string | undefined): Promise<void> {
    const check = await this.slugCheck({ slug: input.slug, language: input.language, id: exceptId });
    if (!check.available) this.slugTaken(input, check.suggestion);
  }

  private slugTaken(input: PostInput, suggestion?: string): never {
    const message = `Another ${input.language === 'fr' ? 'French' : 'English'} post already uses the slug ${input.slug}${suggestion ? `; ${suggestion} is free` : ''}`;
    throw new ConflictException({ message, issues: [{ path: 'slug', message }] });
  }

  /** Two saves racing for one slug: the unique index decides, and the loser hears why. */
  private conflict(error: unknown, input: PostInput): never {
    if (error instanceof Prisma.PrismaClientKnownRequestError || /unique|duplicate key/i.test(String(error))) {
      if (/translation_group/.test(String(error))) {
        const message = `A ${input.language === 'fr' ? 'French' : 'English'} translation of ${input.translation_of ?? input.slug} already exists`;
        throw new ConflictException({ message, issues: [{ path: 'translation_of', message }] });
      }
      this.slugTaken(input);
    }
    throw error;
  }
}
