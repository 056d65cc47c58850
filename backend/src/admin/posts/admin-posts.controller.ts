import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  type AdminPost,
  type IdParams,
  idParamsSchema,
  type PostInput,
  postInputSchema,
  type PostListQuery,
  postListQuerySchema,
  type PostListResponse,
  type PostPreview,
  postPreviewRequestSchema,
  type SlugCheck,
  type SlugCheckQuery,
  slugCheckQuerySchema,
} from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { htmlToText, renderPostHtml } from '../../content-rendering/render-post';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { AdminPostsService } from './admin-posts.service';

/** /api/admin/posts: the console's post list, editor, live preview and slug check. Editors and admins. */
@Controller('api/admin/posts')
@UseGuards(AdminGuard)
@AdminAccess('admin', 'editor')
export class AdminPostsController {
  constructor(private readonly posts: AdminPostsService) {}

  @Get()
  list(@Query(new ZodValidationPipe(postListQuerySchema)) query: PostListQuery): Promise<PostListResponse> {
    return this.posts.list(query);
  }

  @Get('slug-check')
  slugCheck(@Query(new ZodValidationPipe(slugCheckQuerySchema)) query: SlugCheckQuery): Promise<SlugCheck> {
    return this.posts.slugCheck(query);
  }

  /** The public article's own renderer and sanitiser, so the preview is what visitors will see. */
  @Post('preview')
  @HttpCode(200)
  preview(@Body(new ZodValidationPipe(postPreviewRequestSchema)) body: { content: string }): PostPreview {
    const html = renderPostHtml(body.content);
    const words = htmlToText(html).split(/\s+/).filter(Boolean).length;
    return { html, words, readTime: Math.max(1, Math.ceil(words / 200)) };
  }

  @Post()
  @HttpCode(201)
  create(@Body(new ZodValidationPipe(postInputSchema)) body: PostInput, @CurrentOperator() operator: SessionOperator): Promise<AdminPost> {
    return this.posts.create(body, operator);
  }

  @Get(':id')
  get(@Param(new ZodValidationPipe(idParamsSchema)) params: IdParams): Promise<AdminPost> {
    return this.posts.get(params.id);
  }

  @Put(':id')
  update(
    @Param(new ZodValidationPipe(idParamsSchema)) params: IdParams,
    @Body(new ZodValidationPipe(postInputSchema)) body: PostInput,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<AdminPost> {
    return this.posts.update(params.id, body, operator);
  }
}
