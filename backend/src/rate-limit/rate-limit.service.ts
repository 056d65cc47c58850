import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** Seconds until the current window ends (what Retry-After says when not allowed). */
  resetSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every replica shares them. One atomic upsert per call:
 * a new window restarts the count at 1, the same window adds 1; no read-then-write race.
 */
@Injectable()
export class RateLimitService {
  constructor(private readonly prisma: PrismaService) {}

  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const [row] = await this.prisma.$queryRaw<{ count: number; reset_ms: number }[]>`
      INSERT INTO rate_limits AS r (key, window_start, count)
      VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.count + 1 ELSE 1 END,
        window_start = EXCLUDED.window_start
      RETURNING r.count,
        (extract(epoch FROM r.window_start + make_interval(secs => ${windowSeconds}) - now()) * 1000)::float8 AS reset_ms`;
    return {
      allowed: row.count <= limit,
      count: row.count,
      limit,
      resetSeconds: Math.max(1, Math.ceil(Number(row.reset_ms) / 1000)),
    };
  }

  /** Drops counters whose window ended long ago (the table only ever needs current windows). */
  async purgeOlderThan(seconds: number): Promise<number> {
    return this.prisma.$executeRaw`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${seconds})`;
  }
}
