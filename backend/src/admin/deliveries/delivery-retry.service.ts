import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { LeadDelivery } from '@prairieflow/contracts/admin';
import { MAX_DELIVERY_ATTEMPTS } from '../../deliveries/delivery-kinds';
import { PrismaService } from '../../prisma/prisma.service';
import { type Actor, AuditService } from '../audit/audit.service';
import { LeadDetailService } from '../leads/lead-detail.service';

/**
 * "Retry now": the delivery's queue job (keyed by the delivery id) is replaced by one due now
 * with a fresh attempt budget, so a delivery that had given up runs again; one still waiting
 * for its backoff runs at once. The webhook-id stays the same, so receivers can de-duplicate.
 */
@Injectable()
export class DeliveryRetryService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly details: LeadDetailService,
  ) {}

  async retryNow(id: string, actor: Actor): Promise<LeadDelivery> {
    const rows = await this.prisma.$queryRaw<{ status: string; subject_id: string; kind: string }[]>`
      SELECT status, subject_id::text, kind FROM deliveries WHERE id = ${id}::uuid`;
    const delivery = rows[0];
    if (!delivery) throw new NotFoundException('No delivery with this id');
    if (delivery.status === 'delivered') throw new ConflictException('This delivery has already been delivered');
    await this.prisma.$transaction([
      this.prisma.$queryRaw`
        SELECT id::text FROM graphile_worker.add_job('deliver', json_build_object('deliveryId', ${id}::text),
          max_attempts => ${MAX_DELIVERY_ATTEMPTS}, job_key => ${id}::text, run_at => now())`,
      this.prisma.$executeRaw`UPDATE deliveries SET status = 'retrying', updated_at = now() WHERE id = ${id}::uuid AND status = 'failed'`,
    ]);
    await this.audit.record(actor, {
      action: 'delivery.retried',
      subjectType: 'delivery',
      subjectId: id,
      details: { kind: delivery.kind, lead: delivery.subject_id },
    });
    const all = await this.details.deliveries(delivery.subject_id);
    return all.find((d) => d.id === id)!;
  }
}
