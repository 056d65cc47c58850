import type { AnalyticsResponse } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';
import type { PrismaService } from '../../prisma/prisma.service';
import type { Period } from './analytics-period';
import type { Filters } from './rollup-grains';

/**
 * Today by the hour, beside yesterday: the rollups are daily, so this reads the page views of
 * those two days themselves (a day's rows, by the created_at index).
 */
export async function hourlySeries(prisma: PrismaService, period: Period, filters: Filters): Promise<AnalyticsResponse['series']> {
  const parts = [Prisma.sql`created_at >= ${period.previousFrom} AND created_at < ${period.to}`];
  if (filters.page) parts.push(Prisma.sql`page_path = ${filters.page}`);
  if (filters.source) parts.push(Prisma.sql`utm_source = ${filters.source}`);
  const list = await prisma.$queryRaw<{ at: Date; pageviews: number; visitors: number }[]>(Prisma.sql`
    SELECT date_trunc('hour', created_at, 'UTC') AS at, count(*)::int AS pageviews, count(DISTINCT visitor_id)::int AS visitors
      FROM page_views WHERE ${Prisma.join(parts, ' AND ')} GROUP BY 1`);
  const byHour = new Map(list.map((r) => [r.at.getTime(), r]));
  const offset = period.from.getTime() - period.previousFrom.getTime();
  const points: AnalyticsResponse['series'] = [];
  for (let at = period.from.getTime(); at < period.to.getTime(); at += 3_600_000) {
    const now = byHour.get(at);
    const before = byHour.get(at - offset);
    points.push({
      at: new Date(at).toISOString(),
      pageviews: now?.pageviews ?? 0,
      visitors: now?.visitors ?? 0,
      previousPageviews: before?.pageviews ?? 0,
      previousVisitors: before?.visitors ?? 0,
    });
  }
  return points;
}
