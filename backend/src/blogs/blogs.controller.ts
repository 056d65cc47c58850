import { Controller, Get, Param, Query } from '@nestjs/common';
import { blogsQuerySchema, type BlogsQuery } from '@prairieflow/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { BlogsService } from './blogs.service';

/** GET /api/blogs (published posts, newest first, paged) and GET /api/blogs/:slug. */
@Controller('api/blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get()
  list(@Query(new ZodValidationPipe(blogsQuerySchema)) query: BlogsQuery) {
    return this.blogs.list(query);
  }

  @Get(':slug')
  find(@Param('slug') slug: string) {
    return this.blogs.findBySlug(slug);
  }
}
