import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { type IdParams, idParamsSchema, type LeadDelivery } from '@prairieflow/contracts/admin';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AdminAccess, CurrentOperator } from '../auth/admin-access';
import { AdminGuard } from '../auth/admin.guard';
import type { SessionOperator } from '../auth/session.service';
import { DeliveryRetryService } from './delivery-retry.service';

/** /api/admin/deliveries/:id/retry: run a waiting or failed delivery now. Admins only. */
@Controller('api/admin/deliveries')
@UseGuards(AdminGuard)
@AdminAccess('admin')
export class AdminDeliveriesController {
  constructor(private readonly retries: DeliveryRetryService) {}

  @Post(':id/retry')
  @HttpCode(200)
  retry(
    @Param(new ZodValidationPipe(idParamsSchema)) params: IdParams,
    @CurrentOperator() operator: SessionOperator,
  ): Promise<LeadDelivery> {
    return this.retries.retryNow(params.id, operator);
  }
}
