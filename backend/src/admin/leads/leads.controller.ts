import { Body, Controller, Get, Param, Patch, Query, Res, UseGuards } from '@nestjs/common';
import {
  type IdParams,
  idParamsSchema,
  type InboxQuery,
  inboxQuerySchema,
  type InboxResponse,
  type LeadDetail,
  type LeadUpdate,
  leadUpdateSchema,
} from '@prairieflow/contracts/admin';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AuditService } from '../audit/audit.service';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { InboxService } from './inbox.service';
import { LeadDetailService } from './lead-detail.service';
import { LeadTriageService } from './lead-triage.service';

/** /api/admin/leads: the inbox, its CSV export, a lead's page and its triage. Admins only. */
@Controller('api/admin/leads')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class LeadsController {
  constructor(
    private readonly inbox: InboxService,
    private readonly details: LeadDetailService,
    private readonly triage: LeadTriageService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  list(@Query(new ZodValidationPipe(inboxQuerySchema)) query: InboxQuery): Promise<InboxResponse> {
    return this.inbox.list(query);
  }

  /** The whole current filter (not just the page) as CSV; the export itself is audited. */
  @Get('export.csv')
  async export(
    @Query(new ZodValidationPipe(inboxQuerySchema)) query: InboxQuery,
    @CurrentOperator() operator: SessionOperator,
    @Res() reply: FastifyReply,
  ) {
    const { page: _page, pageSize: _size, ...filter } = query;
    const rows = await this.inbox.count(query);
    await this.audit.record(operator, { action: 'leads.exported', subjectType: 'leads', details: { filter, rows } });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(this.inbox.exportCsv(query));
  }

  @Get(':id')
  detail(@Param(new ZodValidationPipe(idParamsSchema)) params: IdParams): Promise<LeadDetail> {
    return this.details.detail(params.id);
  }

  @Patch(':id')
  async update(
    @Param(new ZodValidationPipe(idParamsSchema)) params: IdParams,
    @Body(new ZodValidationPipe(leadUpdateSchema)) body: LeadUpdate,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<LeadDetail> {
    await this.triage.update(params.id, body, operator);
    return this.details.detail(params.id);
  }
}
