import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { clientKey, rateLimitMessage } from '../rate-limit/rate-limit.guard';
import { RestError } from './rest-error';
import { statement } from './rest-executor';

/**
 * Adds each key's new hits to the shared fixed-window counters (the rate_limits table the /api
 * limits use) and returns the totals. A replica lagging a window behind never rewinds a counter.
 */
const ADD_SQL = `INSERT INTO rate_limits AS r (key, window_start, count)
  SELECT k, to_timestamp(w), n FROM unnest($1::text[], $2::float8[], $3::int[]) AS t(k, w, n)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.count + EXCLUDED.count
                 WHEN r.window_start > EXCLUDED.window_start THEN r.count
                 ELSE EXCLUDED.count END,
    window_start = GREATEST(r.window_start, EXCLUDED.window_start)
  RETURNING r.key, r.count`;

export const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const FLUSH_MS = 200;
/** Past this many tracked clients, settled entries are forgotten (they are in the table). */
const MAX_ENTRIES = 50_000;

interface Entry {
  window: number;
  /** Hits the shared table had at the last sync (all replicas). */
  shared: number;
  /** This replica's hits not yet added to the table. */
  pending: number;
}

/**
 * One limit per client address on all /rest/v1 writes together (every table and method: a
 * client cannot get N times the allowance by spreading over tables), shared by every replica through
 * PostgreSQL but cheap enough for thousands of page views a second: a client's first write in
 * a window waits for one upsert (so it sees the other replicas' hits); later ones are counted
 * here and added in one batched statement every 200 ms. Across N replicas a client can exceed
 * the limit by at most what it sends to the others within one flush interval.
 */
export class RestRateLimiter {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** Throws PostgREST's error shape with status 429 and Retry-After when over the limit. */
  async consume(ip: string): Promise<void> {
    const now = Date.now() / 1000;
    const window = Math.floor(now / this.windowSeconds);
    const key = clientKey('rest:writes', ip);
    const entry = this.entries.get(key);
    if (!entry || entry.window !== window) {
      const fresh: Entry = { window, shared: 0, pending: 1 };
      this.entries.set(key, fresh);
      await this.sync([[key, fresh]]);
      return this.check(fresh, now, 0);
    }
    this.check(entry, now, 1);
    entry.pending++;
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Adds every pending hit to the table now (also called on shutdown). */
  async flush(): Promise<void> {
    this.timer = null;
    await this.flushing;
    const due = [...this.entries].filter(([, e]) => e.pending > 0);
    this.flushing = due.length ? this.sync(due) : null;
    await this.flushing;
    this.forgetOld();
  }

  private check(entry: Entry, now: number, adding: number): void {
    if (entry.shared + entry.pending + adding <= this.limit) return;
    const retryAfter = String(Math.max(1, Math.ceil((entry.window + 1) * this.windowSeconds - now)));
    throw new RestError(
      429,
      'PGRST429',
      rateLimitMessage,
      `More than ${this.limit} writes in ${this.windowSeconds} s from this address`,
      `Retry after ${retryAfter} s`,
      { 'retry-after': retryAfter },
    );
  }

  private async sync(due: [string, Entry][]): Promise<void> {
    const sent = due.map(([, e]) => e.pending);
    try {
      const { rows } = await this.pool.query<{ key: string; count: number }>(
        statement(ADD_SQL, [due.map(([k]) => k), due.map(([, e]) => e.window * this.windowSeconds), sent]),
      );
      const totals = new Map(rows.map((r) => [r.key, r.count]));
      due.forEach(([key, e], i) => {
        e.pending -= sent[i];
        e.shared = totals.get(key) ?? e.shared + sent[i];
      });
    } catch (error) {
      // The database is unavailable: keep counting here; the hits are added at the next flush.
      this.logger?.warn({ code: (error as { code?: string }).code }, 'rest/v1 rate-limit sync failed');
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 5).unref();
    }
  }

  private forgetOld(): void {
    const window = Math.floor(Date.now() / 1000 / this.windowSeconds);
    for (const [key, e] of this.entries) {
      if (e.pending === 0 && (e.window < window || this.entries.size > MAX_ENTRIES)) this.entries.delete(key);
    }
  }
}
