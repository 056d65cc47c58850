import { Client } from 'pg';
import type { Logger } from '@nestjs/common';

/** Advisory-lock namespace for "this worker pool is alive" (first half of the two-int key). */
const LIVENESS_NAMESPACE = 'prairieflow:queue-pool';
/** Jobs locked more recently than this are left alone: their pool may still be taking its lock. */
const GRACE_SECONDS = 5;
/** Reconnect backoff: 1 s, doubling, at most 30 s between attempts. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Returns jobs held by dead worker pools to the queue. graphile-worker itself only frees a
 * crashed worker's jobs after 4 hours; we want a killed replica's leads out within seconds.
 *
 * Each pool holds a session-level advisory lock keyed by its id on a dedicated connection.
 * PostgreSQL drops the lock the moment that session ends (process killed, machine gone), so any
 * replica that can take a pool's lock knows the pool is dead and unlocks its jobs. No clocks and
 * no heartbeat table are involved.
 *
 * When the session is lost (database restarting), ONE reconnect loop runs, with backoff, and an
 * outage is logged once when it starts and once when it ends. (Each failed attempt's own 'end'
 * event used to start another loop: a storm of connections, memory and logs.)
 */
export class WorkerRecovery {
  private client?: Client;
  private timer?: NodeJS.Timeout;
  private poolIds = new Set<string>();
  private sweeping = false;
  private reconnecting = false;
  private stopped = false;
  private wake?: () => void;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly intervalMs = 10_000,
  ) {}

  /** Opens the liveness session (and re-claims this process's pools on it). */
  async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.connectionString,
      application_name: 'queue-liveness',
      connectionTimeoutMillis: 5000,
    });
    // Errors surface through connect()/query() or the 'end' below; this only keeps an
    // emitted 'error' from crashing the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      for (const poolId of this.poolIds) await this.lock(client, poolId);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      if (!this.stopped) void this.reconnect();
    });
  }

  /** Marks a pool of this process alive for as long as our session lives. */
  async claim(poolId: string): Promise<void> {
    this.poolIds.add(poolId);
    if (this.client) await this.lock(this.client, poolId);
  }

  private async lock(client: Client, poolId: string): Promise<void> {
    await client.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', [LIVENESS_NAMESPACE, poolId]);
  }

  /** Sweeps now and then every interval. */
  start(unlock: (poolIds: string[]) => Promise<void>): void {
    const tick = () => void this.sweep(unlock).catch((err: unknown) => this.logger.error({ err }, 'Queue recovery sweep failed'));
    tick();
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
  }

  /** Unlocks the jobs of every pool whose liveness lock is free; returns those pools. */
  async sweep(unlock: (poolIds: string[]) => Promise<void>): Promise<string[]> {
    const client = this.client;
    if (this.sweeping || !client) return [];
    this.sweeping = true;
    try {
      const { rows } = await client.query<{ locked_by: string }>(
        `SELECT DISTINCT locked_by FROM graphile_worker.jobs
          WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)`,
        [GRACE_SECONDS],
      );
      const dead: string[] = [];
      for (const { locked_by: id } of rows) {
        if (this.poolIds.has(id)) continue;
        const probe = await client.query<{ free: boolean }>('SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS free', [
          LIVENESS_NAMESPACE,
          id,
        ]);
        if (!probe.rows[0].free) continue;
        dead.push(id);
        await client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [LIVENESS_NAMESPACE, id]);
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
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.wake?.();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** The one loop that brings the liveness session back, with backoff, until it is or we stop. */
  private async reconnect(): Promise<void> {
    if (this.reconnecting) return;
    this.reconnecting = true;
    this.logger.warn('Queue liveness connection lost; reconnecting');
    let delay = FIRST_RETRY_MS;
    try {
      while (!this.stopped) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        if (this.stopped) return;
        try {
          await this.connect();
          this.logger.log('Queue liveness connection restored');
          return;
        } catch {
          // Still down: logged once above, not once per attempt.
          delay = Math.min(delay * 2, MAX_RETRY_MS);
        }
      }
    } finally {
      this.wake = undefined;
      this.reconnecting = false;
    }
  }
}
