import type { PrismaService } from '../prisma/prisma.service';
import { RateLimitService } from './rate-limit.service';

/** A stand-in for the table: one counter per key, answering after a tick like a round trip. */
function fakeTable() {
  const counts = new Map<string, number>();
  const statements: number[] = [];
  const prisma = {
    $queryRaw: async (_sql: TemplateStringsArray, key: string, _w1: number, _w2: number, hits: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      statements.push(hits);
      counts.set(key, (counts.get(key) ?? 0) + hits);
      return [{ count: counts.get(key)!, reset_ms: 30_000 }];
    },
  } as unknown as PrismaService;
  return { prisma, statements };
}

describe('RateLimitService (coalesced per key)', () => {
  it('adds concurrent hits of one key in few statements, each caller getting its own place in the count', async () => {
    const { prisma, statements } = fakeTable();
    const limiter = new RateLimitService(prisma);
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.consume('contact:a', 4, 60)));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((r) => r.allowed)).toHaveLength(4);
    expect(results[0]).toEqual({ allowed: true, count: 1, limit: 4, resetSeconds: 30 });
    // The first went alone; the nine that arrived while it was in flight went together.
    expect(statements).toEqual([1, 9]);
  });

  it('keys do not wait for each other, and a failed statement fails only its own batch', async () => {
    const { prisma, statements } = fakeTable();
    const limiter = new RateLimitService(prisma);
    const [a, b] = await Promise.all([limiter.consume('k:a', 5, 60), limiter.consume('k:b', 5, 60)]);
    expect([a.count, b.count]).toEqual([1, 1]);
    expect(statements).toEqual([1, 1]);
    const failing = new RateLimitService({ $queryRaw: () => Promise.reject(new Error('db down')) } as unknown as PrismaService);
    await expect(failing.consume('k:c', 5, 60)).rejects.toThrow('db down');
    // The key is usable again after a failure (nothing left marked as running).
    await expect(failing.consume('k:c', 5, 60)).rejects.toThrow('db down');
  });
});
