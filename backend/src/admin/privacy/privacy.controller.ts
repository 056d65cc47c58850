import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  type PrivacyEraseRequest,
  privacyEraseRequestSchema,
  type PrivacyEraseResponse,
  type PrivacyReport,
  type PrivacyRequest,
  privacyRequestSchema,
} from '@prairieflow/contracts/admin';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { PrivacyService } from './privacy.service';

/**
 * /api/admin/privacy: find, export and erase what is stored about an address. POST throughout,
 * so the address travels in a body, never in a URL or an access log. Admins only.
 */
@Controller('api/admin/privacy')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Post('search')
  @HttpCode(200)
  search(
    @Body(new ZodValidationPipe(privacyRequestSchema)) body: PrivacyRequest,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<PrivacyReport> {
    return this.privacy.report(body.email, operator, 'privacy.searched');
  }

  /** The same report as a JSON file to hand to the person. */
  @Post('export')
  @HttpCode(200)
  async export(
    @Body(new ZodValidationPipe(privacyRequestSchema)) body: PrivacyRequest,
    @CurrentOperator() operator: SessionOperator,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PrivacyReport> {
    reply.header('content-disposition', `attachment; filename="privacy-export-${new Date().toISOString().slice(0, 10)}.json"`);
    return this.privacy.report(body.email, operator, 'privacy.exported');
  }

  @Post('erase')
  @HttpCode(200)
  erase(
    @Body(new ZodValidationPipe(privacyEraseRequestSchema)) body: PrivacyEraseRequest,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<PrivacyEraseResponse> {
    return this.privacy.erase(body.email, operator);
  }
}
