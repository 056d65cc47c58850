import { Client } from 'pg';
import type { Logger } from '@nestjs/common';

/** Advisory-lock namespace for "this worker pool is alive" (first half of the two-int key). */
const LIVENESS_NAMESPACE = 'prairieflow:queue-pool';
/** Jobs locked more recently than this are left alone: their pool may still be taking its lock. */
const GRACE_SECONDS = 5;

/**
 * Returns jobs held by dead worker pools to the queue. graphile-worker itself only frees a
 * crashed worker's jobs after 4 hours; we want a killed replica's leads out within seconds.
 *
 * Each pool holds a session-level advisory lock keyed by its id on a dedicated connection.
 * PostgreSQL drops the lock the moment that session ends (process killed, machine gone), so any
 * replica that can take a pool's lock knows the pool is dead and unlocks its jobs. No clocks and
 * no heartbeat table are involved.
 */
export class WorkerRecovery {
  private client?: Client;
  private timer?: NodeJS.Timeout;
  private poolId?: string;
  private sweeping = false;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly intervalMs = 10_000,
  ) {}

  async connect(): Promise<void> {
    this.client = new Client({ connectionString: this.connectionString, application_name: 'queue-liveness' });
    this.client.on('error', (err) => this.logger.error({ err }, 'Queue liveness connection lost; reconnecting'));
    this.client.on('end', () => {
      if (this.timer) void this.reconnect();
    });
    await this.client.connect();
    if (this.poolId) await this.claim(this.poolId);
  }

  /** Marks a pool of this process alive for as long as our session lives. */
  async claim(poolId: string): Promise<void> {
    this.poolId = poolId;
    await this.client?.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', [LIVENESS_NAMESPACE, poolId]);
  }

  /** Sweeps now and then every interval. */
  start(unlock: (poolIds: string[]) => Promise<void>): void {
    const tick = () => void this.sweep(unlock).catch((err) => this.logger.error({ err }, 'Queue recovery sweep failed'));
    tick();
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
  }

  /** Unlocks the jobs of every pool whose liveness lock is free; returns those pools. */
  async sweep(unlock: (poolIds: string[]) => Promise<void>): Promise<string[]> {
    if (this.sweeping || !this.client) return [];
    this.sweeping = true;
    try {
      const { rows } = await this.client.query<{ locked_by: string }>(
        `SELECT DISTINCT locked_by FROM graphile_worker.jobs
          WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)`,
        [GRACE_SECONDS],
      );
      const dead: string[] = [];
      for (const { locked_by: id } of rows) {
        if (id === this.poolId) continue;
        const probe = await this.client.query<{ free: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS free',
          [LIVENESS_NAMESPACE, id],
        );
        if (!probe.rows[0].free) continue;
        dead.push(id);
        await this.client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [LIVENESS_NAMESPACE, id]);
      }
      if (dead.length > 0) {
        await unlock(dead);
        this.logger.warn({ pools: dead }, 'Returned jobs of stopped worker pools to the queue');
      }
      return dead;
    } finally {
      this.sweeping = false;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  /** Keeps trying until the liveness session is back (or we are stopping). */
  private async reconnect(): Promise<void> {
    while (this.timer) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!this.timer) return;
      try {
        await this.connect();
        return;
      } catch (err) {
        this.logger.error({ err }, 'Queue liveness reconnect failed');
      }
    }
  }
}
