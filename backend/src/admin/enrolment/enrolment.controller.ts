import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type EnrolmentFinishRequest,
  type EnrolmentFinishResponse,
  type EnrolmentStartRequest,
  type EnrolmentStartResponse,
  enrolmentFinishRequestSchema,
  enrolmentStartRequestSchema,
} from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import { EnrolmentService } from './enrolment.service';

/** /api/admin/enrolment: the CLI's one-time link. No session yet: the token is the credential. */
@Controller('api/admin/enrolment')
@UseGuards(AdminGuard)
@AdminAccess('public')
export class EnrolmentController {
  constructor(private readonly enrolment: EnrolmentService) {}

  @Post('start')
  @HttpCode(200)
  start(@Body(new ZodValidationPipe(enrolmentStartRequestSchema)) body: EnrolmentStartRequest): Promise<EnrolmentStartResponse> {
    return this.enrolment.start(body.token);
  }

  @Post('finish')
  @HttpCode(200)
  finish(@Body(new ZodValidationPipe(enrolmentFinishRequestSchema)) body: EnrolmentFinishRequest): Promise<EnrolmentFinishResponse> {
    return this.enrolment.finish(body);
  }
}
