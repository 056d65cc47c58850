import { Injectable, Logger } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { JobHelpers } from 'graphile-worker';
import type { Delivery } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';
import { DeliverySenders } from './delivery-senders';

/** What one attempt changes: its row in delivery_attempts and the delivery's new state. */
interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  status: 'delivered' | 'failed' | 'retrying';
}

/**
 * Jobs that run side by side share their reads and their writes: under a burst of forms the
 * worker pool runs several deliveries at once, and one statement for all of them costs about
 * what one statement for each costs (a round trip, and on this kind of machine a syscall, is
 * most of the price). DataLoader gathers the calls made until the event loop's next turn.
 */
const nextTurn = { cache: false, batchScheduleFn: (run: () => void) => setImmediate(run) } as const;

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

  private readonly deliveries = new DataLoader<string, Delivery | null>(async (ids) => {
    const rows = await this.prisma.$queryRaw<Delivery[]>`
      SELECT id::text, kind, subject_type AS "subjectType", subject_id::text AS "subjectId", message_id AS "messageId",
             payload, status, attempts, last_error AS "lastError", delivered_at AS "deliveredAt",
             created_at AS "createdAt", updated_at AS "updatedAt"
        FROM deliveries WHERE id = ANY(${ids}::uuid[])`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }, nextTurn);

  private readonly records = new DataLoader<AttemptRecord, true>(async (batch) => {
    const column = <K extends keyof AttemptRecord>(key: K) => batch.map((r) => r[key]);
    // One statement records the attempts and moves the deliveries on (and, once a confirmation
    // mail is out, drops its plain token: the subscriber row keeps only the hash).
    // Asynchronous commit: each job's completion, which commits synchronously right after, makes
    // this durable too (WAL is flushed in order); a crash before it re-runs the job, which the
    // worker would do with a synchronous commit here as well.
    await this.prisma.$executeRaw`
      WITH async_commit AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true) AS off),
      input AS (
        SELECT * FROM unnest(${column('deliveryId')}::uuid[], ${column('attempt')}::int[], ${column('ok')}::bool[],
          ${column('httpStatus')}::int[], ${column('error')}::text[], ${column('durationMs')}::int[], ${column('status')}::text[])
          AS t(delivery_id, attempt, ok, http_status, error, duration_ms, status)
      ),
      recorded AS (
        INSERT INTO delivery_attempts (delivery_id, attempt, ok, http_status, error, duration_ms)
        SELECT delivery_id, attempt, ok, http_status, error, duration_ms FROM input
      )
      UPDATE deliveries d SET
        status = i.status,
        attempts = i.attempt,
        last_error = CASE WHEN i.ok THEN NULL ELSE i.error END,
        delivered_at = CASE WHEN i.ok THEN now() ELSE d.delivered_at END,
        payload = CASE WHEN i.ok AND d.kind = 'newsletter_confirmation' THEN d.payload - 'token' ELSE d.payload END,
        updated_at = now()
      FROM input i
      WHERE d.id = i.delivery_id AND EXISTS (SELECT 1 FROM async_commit)`;
    return batch.map(() => true as const);
  }, nextTurn);

  constructor(
    private readonly prisma: PrismaService,
    private readonly senders: DeliverySenders,
  ) {}

  async run(payload: unknown, helpers: Pick<JobHelpers, 'job'>): Promise<void> {
    const deliveryId = (payload as { deliveryId?: unknown })?.deliveryId;
    if (typeof deliveryId !== 'string') return;
    const delivery = await this.deliveries.load(deliveryId);
    if (!delivery || delivery.status === 'delivered') return;

    const started = performance.now();
    const outcome = await this.senders.attempt(delivery);
    const durationMs = Math.round(performance.now() - started);
    const attempt = delivery.attempts + 1;
    const lastChance = helpers.job.attempts >= helpers.job.max_attempts;
    const status = outcome.ok ? 'delivered' : lastChance ? 'failed' : 'retrying';
    await this.records.load({
      deliveryId,
      attempt,
      ok: outcome.ok,
      httpStatus: outcome.httpStatus ?? null,
      error: outcome.ok ? null : (outcome.error ?? null),
      durationMs,
      status,
    });
    const log = { deliveryId, kind: delivery.kind, attempt, durationMs, httpStatus: outcome.httpStatus };
    if (outcome.ok) {
      this.logger.log(log, 'Delivered');
      return;
    }
    this.logger.warn({ ...log, error: outcome.error, status }, 'Delivery attempt failed');
    throw new Error(`Delivery ${deliveryId} attempt ${attempt} failed: ${outcome.error}`);
  }
}
