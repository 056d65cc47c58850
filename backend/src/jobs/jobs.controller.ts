import { Controller, Get, Query } from '@nestjs/common';
import { type JobsQuery, jobsQuerySchema } from '@prairieflow/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { JobsService } from './jobs.service';

/** GET /api/jobs: the careers page's open positions (?language=fr for the French page). */
@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  list(@Query(new ZodValidationPipe(jobsQuerySchema)) query: JobsQuery) {
    return this.jobs.list(query.language);
  }
}
