import { Controller, Get, Param, Query } from '@nestjs/common';
import { type BlogQuery, blogQuerySchema, blogsQuerySchema, type BlogsQuery } from '@prairieflow/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { BlogsService } from './blogs.service';

/** GET /api/blogs (published posts, newest first, paged) and GET /api/blogs/:slug, each with an optional ?language. */
@Controller('api/blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get()
  list(@Query(new ZodValidationPipe(blogsQuerySchema)) query: BlogsQuery) {
    return this.blogs.list(query);
  }

  @Get(':slug')
  find(@Param('slug') slug: string, @Query(new ZodValidationPipe(blogQuerySchema)) query: BlogQuery) {
    return this.blogs.findBySlug(slug, query.language);
  }
}
