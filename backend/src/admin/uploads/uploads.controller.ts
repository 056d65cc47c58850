import path from 'node:path';
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { type CoverImage, type UploadRequest, uploadRequestSchema } from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { mediaRoot } from '../../media/media-store';
import { AuditService } from '../audit/audit.service';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { encodeCover } from './cover-encoder';

/** POST /api/admin/uploads: a cover image, re-encoded; editors and admins. */
@Controller('api/admin/uploads')
@UseGuards(AdminGuard)
@AdminAccess('admin', 'editor')
export class UploadsController {
  private readonly coversDir: string;

  constructor(
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.coversDir = path.join(mediaRoot(config), 'covers');
  }

  @Post()
  @HttpCode(201)
  async upload(
    @Body(new ZodValidationPipe(uploadRequestSchema)) body: UploadRequest,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<CoverImage> {
    const cover = await encodeCover(Buffer.from(body.data, 'base64'), this.coversDir);
    await this.audit.record(operator, {
      action: 'cover.uploaded',
      subjectType: 'cover',
      subjectId: cover.id,
      details: { filename: body.filename, width: cover.width, height: cover.height },
    });
    return cover;
  }
}
