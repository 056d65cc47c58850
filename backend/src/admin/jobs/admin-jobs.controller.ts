import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type AdminJob,
  type IdParams,
  idParamsSchema,
  type JobInput,
  jobInputSchema,
  type JobPatch,
  jobPatchSchema,
} from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { AdminJobsService } from './admin-jobs.service';

/** /api/admin/jobs: add, edit, close and reopen job listings. Editors and admins. */
@Controller('api/admin/jobs')
@UseGuards(AdminGuard)
@AdminAccess('admin', 'editor')
export class AdminJobsController {
  constructor(private readonly jobs: AdminJobsService) {}

  @Get()
  list(): Promise<{ items: AdminJob[] }> {
    return this.jobs.list();
  }

  @Post()
  @HttpCode(201)
  create(@Body(new ZodValidationPipe(jobInputSchema)) body: JobInput, @CurrentOperator() operator: SessionOperator): Promise<AdminJob> {
    return this.jobs.create(body, operator);
  }

  @Patch(':id')
  update(
    @Param(new ZodValidationPipe(idParamsSchema)) params: IdParams,
    @Body(new ZodValidationPipe(jobPatchSchema)) body: JobPatch,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<AdminJob> {
    return this.jobs.update(params.id, body, operator);
  }
}
