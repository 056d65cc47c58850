import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** Seconds until the current window ends (what Retry-After says when not allowed). */
  resetSeconds: number;
}

interface Waiter {
  limit: number;
  resolve: (result: RateLimitResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Fixed-window counters in PostgreSQL, so every replica shares them. One atomic upsert adds the
 * hits: a new window restarts the count, the same window adds to it; no read-then-write race.
 *
 * Calls for one client key are coalesced: while its upsert is in flight, later calls for that
 * key wait and are then added together by the next one (+n), each getting its own place in the
 * count. A client's hits therefore never fight over the row lock, and the count stays exact
 * across replicas (every hit is in the table before it is allowed). Different keys never wait
 * for each other.
 */
@Injectable()
export class RateLimitService {
  private readonly queued = new Map<string, Waiter[]>();
  private readonly running = new Set<string>();

  constructor(private readonly prisma: PrismaService) {}

  consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const id = `${windowSeconds}:${key}`;
    return new Promise((resolve, reject) => {
      const waiting = this.queued.get(id);
      if (waiting) waiting.push({ limit, resolve, reject });
      else this.queued.set(id, [{ limit, resolve, reject }]);
      if (!this.running.has(id)) void this.drain(id, key, windowSeconds);
    });
  }

  /** Adds each batch of waiting hits in one statement until none are left for this key. */
  private async drain(id: string, key: string, windowSeconds: number): Promise<void> {
    this.running.add(id);
    try {
      for (let batch = this.take(id); batch; batch = this.take(id)) {
        try {
          const { count, resetSeconds } = await this.add(key, batch.length, windowSeconds);
          // The batch's hits are the last `length` of the count, in arrival order.
          batch.forEach((w, i) => {
            const own = count - batch.length + 1 + i;
            w.resolve({ allowed: own <= w.limit, count: own, limit: w.limit, resetSeconds });
          });
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.running.delete(id);
    }
  }

  private take(id: string): Waiter[] | undefined {
    const batch = this.queued.get(id);
    this.queued.delete(id);
    return batch;
  }

  private async add(key: string, hits: number, windowSeconds: number): Promise<{ count: number; resetSeconds: number }> {
    // Asynchronous commit for this statement only (set_config(…, true) lasts its transaction):
    // a counter need not wait for its WAL flush, which cost as much as the rest of the upsert. A
    // crash can lose the last fraction of a second of hits, never a lead (those commit as usual).
    const [row] = await this.prisma.$queryRaw<{ count: number; reset_ms: number }[]>`
      INSERT INTO rate_limits AS r (key, window_start, count)
      SELECT ${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), ${hits}::int
        FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.count + EXCLUDED.count ELSE EXCLUDED.count END,
        window_start = EXCLUDED.window_start
      RETURNING r.count,
        (extract(epoch FROM r.window_start + make_interval(secs => ${windowSeconds}) - now()) * 1000)::float8 AS reset_ms`;
    return { count: row.count, resetSeconds: Math.max(1, Math.ceil(Number(row.reset_ms) / 1000)) };
  }

  /** Drops counters whose window ended long ago (the table only ever needs current windows). */
  async purgeOlderThan(seconds: number): Promise<number> {
    return this.prisma.$executeRaw`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${seconds})`;
  }
}
