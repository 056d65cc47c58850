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

    // One statement records the attempt and moves the delivery on (and, once a confirmation
    // mail is out, drops its plain token: the subscriber row keeps only the hash).
    // Asynchronous commit: the job's completion, which commits synchronously right after, makes
    // this durable too (WAL is flushed in order); a crash before it re-runs the job, which the
    // worker would do with a synchronous commit here as well.
    await this.prisma.$executeRaw`
      WITH async_commit AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true) AS off),
      recorded AS (
        INSERT INTO delivery_attempts (delivery_id, attempt, ok, http_status, error, duration_ms)
        VALUES (${deliveryId}::uuid, ${attempt}, ${outcome.ok}, ${outcome.httpStatus ?? null}::int, ${outcome.error ?? null}, ${durationMs})
      )
      UPDATE deliveries SET
        status = ${status},
        attempts = ${attempt},
        last_error = ${outcome.ok ? null : (outcome.error ?? null)},
        delivered_at = CASE WHEN ${outcome.ok} THEN now() ELSE delivered_at END,
        payload = CASE WHEN ${outcome.ok} AND kind = 'newsletter_confirmation' THEN payload - 'token' ELSE payload END,
        updated_at = now()
      WHERE id = ${deliveryId}::uuid AND EXISTS (SELECT 1 FROM async_commit)`;
    const log = { deliveryId, kind: delivery.kind, attempt, durationMs, httpStatus: outcome.httpStatus };
    if (outcome.ok) {
      this.logger.log(log, 'Delivered');
      return;
    }
    this.logger.warn({ ...log, error: outcome.error, status }, 'Delivery attempt failed');
    throw new Error(`Delivery ${deliveryId} attempt ${attempt} failed: ${outcome.error}`);
  }
}
