import { Injectable, Logger } from '@nestjs/common';
import type { JobHelpers } from 'graphile-worker';
import { PrismaService } from '../prisma/prisma.service';
import { DeliverySenders } from './delivery-senders';

/**
 * The `deliver` job: one attempt at one delivery. Every attempt is recorded (ok, HTTP status,
 * error, duration) and the delivery's status follows. A failed attempt throws, so graphile-worker
 * retries it with its exponential backoff (exp(min(attempt, 10)) seconds; 25 attempts span about
 * 95 hours). A delivery already marked delivered is skipped: a job re-run after a crash between
 * "sent" and "job completed" does not send twice unless the crash hit that exact window.
 */
@Injectable()
export class DeliverTask {
  private readonly logger = new Logger('DeliverTask');

  constructor(
    private readonly prisma: PrismaService,
    private readonly senders: DeliverySenders,
  ) {}

  async run(payload: unknown, helpers: Pick<JobHelpers, 'job'>): Promise<void> {
    const deliveryId = (payload as { deliveryId?: unknown })?.deliveryId;
    if (typeof deliveryId !== 'string') return;
    const delivery = await this.prisma.delivery.findUnique({ where: { id: deliveryId } });
    if (!delivery || delivery.status === 'delivered') return;

    const started = performance.now();
    const outcome = await this.senders.attempt(delivery);
    const durationMs = Math.round(performance.now() - started);
    const attempt = delivery.attempts + 1;
    const lastChance = helpers.job.attempts >= helpers.job.max_attempts;
    const status = outcome.ok ? 'delivered' : lastChance ? 'failed' : 'retrying';

    await this.prisma.$transaction([
      this.prisma.deliveryAttempt.create({
        data: { deliveryId, attempt, ok: outcome.ok, httpStatus: outcome.httpStatus, error: outcome.error, durationMs },
      }),
      this.prisma.delivery.update({
        where: { id: deliveryId },
        data: {
          status,
          attempts: attempt,
          lastError: outcome.ok ? null : outcome.error,
          deliveredAt: outcome.ok ? new Date() : undefined,
        },
      }),
    ]);
    if (outcome.ok && delivery.kind === 'newsletter_confirmation') {
      // The plain token was only needed to write the mail; the table keeps its hash.
      await this.prisma.$executeRaw`UPDATE deliveries SET payload = payload - 'token' WHERE id = ${deliveryId}::uuid`;
    }
    const log = { deliveryId, kind: delivery.kind, attempt, durationMs, httpStatus: outcome.httpStatus };
    if (outcome.ok) {
      this.logger.log(log, 'Delivered');
      return;
    }
    this.logger.warn({ ...log, error: outcome.error, status }, 'Delivery attempt failed');
    throw new Error(`Delivery ${deliveryId} attempt ${attempt} failed: ${outcome.error}`);
  }
}
