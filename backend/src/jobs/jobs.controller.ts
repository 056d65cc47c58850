import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { type JobsQuery, jobsQuerySchema } from '@prairieflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedAnswers } from '../common/cached-answer';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ContentEventsService } from '../content-events/content-events.service';
import { JobsService } from './jobs.service';

/** GET /api/jobs: the careers page's open positions (?language=fr for the French page). */
@Controller('api/jobs')
export class JobsController {
  /** Public, and changes only when listings do: served from cache with an ETag. */
  private readonly answers: CachedAnswers;

  constructor(
    private readonly jobs: JobsService,
    events: ContentEventsService,
  ) {
    this.answers = new CachedAnswers(events, ['jobs']);
  }

  @Get()
  list(@Query(new ZodValidationPipe(jobsQuerySchema)) query: JobsQuery, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.answers.send(query.language ?? '', () => this.jobs.list(query.language), request, reply);
  }
}
