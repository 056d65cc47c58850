import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import {
  type AnalyticsExportQuery,
  analyticsExportQuerySchema,
  type AnalyticsLive,
  type AnalyticsQuery,
  analyticsQuerySchema,
  type AnalyticsResponse,
} from '@prairieflow/contracts/admin';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AuditService } from '../audit/audit.service';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { AnalyticsService } from './analytics.service';

/** /api/admin/analytics: the visitor analytics dashboard, its CSV tables and the live count. Admins only. */
@Controller('api/admin/analytics')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  dashboard(@Query(new ZodValidationPipe(analyticsQuerySchema)) query: AnalyticsQuery): Promise<AnalyticsResponse> {
    return this.analytics.dashboard(query);
  }

  @Get('live')
  live(): Promise<AnalyticsLive> {
    return this.analytics.live();
  }

  @Get('export.csv')
  async export(
    @Query(new ZodValidationPipe(analyticsExportQuerySchema)) query: AnalyticsExportQuery,
    @CurrentOperator() operator: SessionOperator,
    @Res() reply: FastifyReply,
  ) {
    const { table, ...filter } = query;
    const csv = await this.analytics.exportCsv(filter, table);
    await this.audit.record(operator, { action: 'analytics.exported', subjectType: 'analytics', details: { table, ...filter } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="analytics-${table}-${filter.range}.csv"`)
      .send(csv);
  }
}
