import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { type AuditQuery, type AuditResponse, auditQuerySchema } from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import { AuditService } from './audit.service';

/** /api/admin/audit: the append-only log, newest first (admins only). */
@Controller('api/admin/audit')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  list(@Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery): Promise<AuditResponse> {
    return this.audit.list(query);
  }
}
