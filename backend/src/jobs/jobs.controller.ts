import { Controller, Get } from '@nestjs/common';
import { JobsService } from './jobs.service';

/** GET /api/jobs: the careers page's open positions. */
@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  list() {
    return this.jobs.list();
  }
}
