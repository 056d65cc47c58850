import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { type BlogQuery, blogQuerySchema, blogsQuerySchema, type BlogsQuery } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedAnswers } from '../common/cached-answer';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ContentEventsService } from '../content-events/content-events.service';
import { BlogsService } from './blogs.service';

/** GET /api/blogs (published posts, newest first, paged) and GET /api/blogs/:slug, each with an optional ?language. */
@Controller('api/blogs')
export class BlogsController {
  /** The list is public and changes only when posts do: served from cache with an ETag. */
  private readonly lists: CachedAnswers;

  constructor(
    private readonly blogs: BlogsService,
    events: ContentEventsService,
  ) {
    this.lists = new CachedAnswers(events, ['posts']);
  }

  @Get()
  list(@Query(new ZodValidationPipe(blogsQuerySchema)) query: BlogsQuery, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    // No language and language=en are different answers (the latter names each item's language).
    const key = `${query.page}:${query.limit}:${query.language ?? ''}`;
    return this.lists.send(key, () => this.blogs.list(query), request, reply);
  }

  @Get(':slug')
  find(@Param('slug') slug: string, @Query(new ZodValidationPipe(blogQuerySchema)) query: BlogQuery) {
    return this.blogs.findBySlug(slug, query.language);
  }
}
