import type { AnalyticsResponse } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';
import type { PrismaService } from '../../prisma/prisma.service';
import type { Period } from './analytics-period';
import { countOf, type Filters, filterBits, Grain, rollupWhere } from './rollup-grains';

type Result = Pick<AnalyticsResponse, 'conversions' | 'conversionBySource'>;

/**
 * Leads of each kind in the range (spam aside) and the conversion rate by UTM source: leads from
 * a source over visits from it. With a page filter, only leads whose visitor saw that page in
 * the range count (one index probe per lead: leads are few).
 */
export async function conversionsPanel(prisma: PrismaService, period: Period, filters: Filters, top: number): Promise<Result> {
  const sawPage = filters.page
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM page_views p WHERE p.visitor_id = l.visitor_id AND p.created_at >= ${period.from} AND p.created_at < ${period.to}
        AND p.page_path = ${filters.page} ${filters.source ? Prisma.sql`AND p.utm_source = ${filters.source}` : Prisma.empty})`
    : Prisma.empty;
  const leadWhere = Prisma.sql`l.created_at >= ${period.from} AND l.created_at < ${period.to} AND l.status <> 'spam'
    ${filters.source ? Prisma.sql`AND l.utm_source = ${filters.source}` : Prisma.empty} ${sawPage}`;
  const f = filterBits(filters);
  const [byKind, leadsBySource, visits] = await Promise.all([
    prisma.$queryRaw<{ key: string; visitors: number; count: number }[]>(Prisma.sql`
      SELECT kind AS key, count(DISTINCT l.visitor_id)::int AS visitors, count(*)::int AS count FROM leads l WHERE ${leadWhere} GROUP BY 1 ORDER BY count DESC, key`),
    prisma.$queryRaw<{ source: string; n: number }[]>(
      Prisma.sql`SELECT coalesce(l.utm_source, '(none)') AS source, count(*)::int AS n FROM leads l WHERE ${leadWhere} GROUP BY 1`,
    ),
    // Visits by source, and all visits (those without a source are the difference).
    prisma.$queryRaw<{ source: string | null; n: number }[]>(Prisma.sql`
      SELECT CASE WHEN grain & ${Grain.source} <> 0 THEN utm_source END AS source, ${countOf} AS n FROM page_view_rollups
       WHERE ${rollupWhere([Grain.visits | f, Grain.visits | Grain.source | f], period.from, period.to, filters)} GROUP BY 1`),
  ]);
  const all = visits.find((r) => r.source === null)?.n ?? 0;
  const sourced = visits.filter((r) => r.source !== null);
  const bySource = new Map(sourced.map((r) => [r.source as string, r.n]));
  if (!filters.source) bySource.set('(none)', all - sourced.reduce((sum, r) => sum + r.n, 0));
  const leads = new Map(leadsBySource.map((r) => [r.source, r.n]));
  const sources = new Set([...bySource.keys(), ...leads.keys()].filter((s) => (bySource.get(s) ?? 0) > 0 || leads.has(s)));
  const conversionBySource = [...sources]
    .map((source) => {
      const v = bySource.get(source) ?? 0;
      const c = leads.get(source) ?? 0;
      return { source, visits: v, conversions: c, rate: v ? Math.round((c / v) * 10_000) / 100 : 0 };
    })
    .sort((a, b) => b.conversions - a.conversions || b.visits - a.visits || a.source.localeCompare(b.source))
    .slice(0, top);
  return { conversions: byKind, conversionBySource };
}
