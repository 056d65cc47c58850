import type { AnalyticsQuery, AnalyticsResponse, AnalyticsRow } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';
import type { PrismaService } from '../../prisma/prisma.service';
import type { Period } from './analytics-period';
import { parseUserAgent } from './user-agents';

const TOP = 50;
type Filters = Pick<AnalyticsQuery, 'page' | 'source'>;

/** The WHERE of page views in [from, to) with the dashboard's filters (a page path, a UTM source). */
export function viewsWhere(from: Date, to: Date, filters: Filters, alias = ''): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${alias}${name}`);
  const parts = [Prisma.sql`${col('created_at')} >= ${from} AND ${col('created_at')} < ${to}`];
  if (filters.page) parts.push(Prisma.sql`${col('page_path')} = ${filters.page}`);
  if (filters.source) parts.push(Prisma.sql`${col('utm_source')} = ${filters.source}`);
  return Prisma.join(parts, ' AND ');
}

const rows = (list: { key: string | null; visitors: number; count: number }[]): AnalyticsRow[] => list.map((r) => ({ key: r.key ?? '(none)', visitors: r.visitors, count: r.count }));

/**
 * Each dashboard panel is one query (and the benchmark times each one). Visitors are distinct
 * visitor ids; visits are views that start one (visit_start, set when written); pages are
 * paths (page_path, generated when written).
 */
export function panels(prisma: PrismaService, period: Period, filters: Filters) {
  const current = viewsWhere(period.from, period.to, filters);
  const q = <T>(sql: Prisma.Sql) => prisma.$queryRaw<T>(sql);
  return {
    totals: async () => {
      const [r] = await q<{ visitors: number; visits: number; pageviews: number; pv: number; pvis: number; pvv: number }[]>(Prisma.sql`
        SELECT count(DISTINCT visitor_id) FILTER (WHERE created_at >= ${period.from})::int AS visitors,
               count(*) FILTER (WHERE visit_start AND created_at >= ${period.from})::int AS visits,
               count(*) FILTER (WHERE created_at >= ${period.from})::int AS pageviews,
               count(DISTINCT visitor_id) FILTER (WHERE created_at < ${period.from})::int AS pv,
               count(*) FILTER (WHERE visit_start AND created_at < ${period.from})::int AS pvis,
               count(*) FILTER (WHERE created_at < ${period.from})::int AS pvv
          FROM page_views WHERE ${viewsWhere(period.previousFrom, period.to, filters)}`);
      const t = (visitors: number, visits: number, pageviews: number) => ({ visitors, visits, pageviews, viewsPerVisit: visits ? Math.round((pageviews / visits) * 100) / 100 : 0 });
      return { totals: t(r.visitors, r.visits, r.pageviews), previousTotals: t(r.pv, r.pvis, r.pvv) };
    },
    series: async () => {
      const unit = Prisma.raw(`'${period.bucket}'`);
      const list = await q<{ at: Date; pageviews: number; visitors: number }[]>(Prisma.sql`
        SELECT date_trunc(${unit}, created_at AT TIME ZONE 'UTC') AS at, count(*)::int AS pageviews, count(DISTINCT visitor_id)::int AS visitors
          FROM page_views WHERE ${viewsWhere(period.previousFrom, period.to, filters)} GROUP BY 1`);
      const step = period.bucket === 'hour' ? 3_600_000 : 86_400_000;
      const byTime = new Map(list.map((r) => [Date.UTC(r.at.getFullYear(), r.at.getMonth(), r.at.getDate(), r.at.getHours()), r]));
      const points: AnalyticsResponse['series'] = [];
      const offset = period.from.getTime() - period.previousFrom.getTime();
      for (let at = period.from.getTime(); at < period.to.getTime(); at += step) {
        const now = byTime.get(at);
        const before = byTime.get(at - offset);
        points.push({ at: new Date(at).toISOString(), pageviews: now?.pageviews ?? 0, visitors: now?.visitors ?? 0, previousPageviews: before?.pageviews ?? 0, previousVisitors: before?.visitors ?? 0 });
      }
      return points;
    },
    pages: async () =>
      rows(await q(Prisma.sql`SELECT page_path AS key, count(DISTINCT visitor_id)::int AS visitors, count(*)::int AS count FROM page_views WHERE ${current} GROUP BY 1 ORDER BY count DESC, key LIMIT ${TOP}`)),
    entries: async () =>
      rows(await q(Prisma.sql`SELECT page_path AS key, count(DISTINCT visitor_id)::int AS visitors, count(*)::int AS count FROM page_views WHERE ${current} AND visit_start GROUP BY 1 ORDER BY count DESC, key LIMIT ${TOP}`)),
    referrers: async () =>
      rows(await q(Prisma.sql`
        SELECT coalesce(v.referrer_host, '(direct)') AS key, count(DISTINCT p.visitor_id)::int AS visitors, count(*)::int AS count
          FROM page_views p JOIN website_visitors v ON v.visitor_id = p.visitor_id
         WHERE ${viewsWhere(period.from, period.to, filters, 'p.')} AND p.visit_start GROUP BY 1 ORDER BY count DESC, key LIMIT ${TOP}`)),
    utm: async () => {
      const list = await q<{ dim: string; key: string; visitors: number; count: number }[]>(Prisma.sql`
        SELECT CASE WHEN GROUPING(utm_source) = 0 THEN 'sources' WHEN GROUPING(utm_medium) = 0 THEN 'mediums' ELSE 'campaigns' END AS dim,
               coalesce(utm_source, utm_medium, utm_campaign) AS key, count(DISTINCT visitor_id)::int AS visitors, count(*)::int AS count
          FROM page_views WHERE ${current} AND (utm_source IS NOT NULL OR utm_medium IS NOT NULL OR utm_campaign IS NOT NULL)
         GROUP BY GROUPING SETS ((utm_source), (utm_medium), (utm_campaign))`);
      const pick = (dim: string) => rows(list.filter((r) => r.dim === dim && r.key !== null).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, TOP));
      return { sources: pick('sources'), mediums: pick('mediums'), campaigns: pick('campaigns') };
    },
    technology: async () => {
      const list = await q<{ user_agent: string | null; visitors: number }[]>(Prisma.sql`
        SELECT v.user_agent, count(*)::int AS visitors FROM website_visitors v
         WHERE v.visitor_id IN (SELECT visitor_id FROM page_views WHERE ${current}) GROUP BY 1`);
      const tally = (part: 'device' | 'browser') => {
        const counts = new Map<string, number>();
        for (const r of list) counts.set(parseUserAgent(r.user_agent)[part], (counts.get(parseUserAgent(r.user_agent)[part]) ?? 0) + r.visitors);
        return [...counts].map(([key, n]) => ({ key, visitors: n, count: n })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
      };
      return { devices: tally('device'), browsers: tally('browser') };
    },
    conversions: async () => {
      // Leads in the range; with a page filter, only leads whose visitor saw that page in the range.
      const leadWhere = Prisma.sql`l.created_at >= ${period.from} AND l.created_at < ${period.to} AND l.status <> 'spam'
        ${filters.source ? Prisma.sql`AND l.utm_source = ${filters.source}` : Prisma.empty}
        ${filters.page ? Prisma.sql`AND l.visitor_id IN (SELECT visitor_id FROM page_views WHERE ${current})` : Prisma.empty}`;
      const [byKind, leadsBySource, visitsBySource] = await Promise.all([
        q<{ key: string; visitors: number; count: number }[]>(Prisma.sql`SELECT kind AS key, count(DISTINCT l.visitor_id)::int AS visitors, count(*)::int AS count FROM leads l WHERE ${leadWhere} GROUP BY 1 ORDER BY count DESC, key`),
        q<{ source: string; n: number }[]>(Prisma.sql`SELECT coalesce(l.utm_source, '(none)') AS source, count(*)::int AS n FROM leads l WHERE ${leadWhere} GROUP BY 1`),
        q<{ source: string; n: number }[]>(Prisma.sql`SELECT coalesce(utm_source, '(none)') AS source, count(*)::int AS n FROM page_views WHERE ${current} AND visit_start GROUP BY 1`),
      ]);
      const visits = new Map(visitsBySource.map((r) => [r.source, r.n]));
      const leads = new Map(leadsBySource.map((r) => [r.source, r.n]));
      const sources = new Set([...visits.keys(), ...leads.keys()]);
      const conversionBySource = [...sources]
        .map((source) => {
          const v = visits.get(source) ?? 0;
          const c = leads.get(source) ?? 0;
          return { source, visits: v, conversions: c, rate: v ? Math.round((c / v) * 10_000) / 100 : 0 };
        })
        .sort((a, b) => b.conversions - a.conversions || b.visits - a.visits || a.source.localeCompare(b.source))
        .slice(0, TOP);
      return { conversions: rows(byKind), conversionBySource };
    },
  };
}
export type Panels = ReturnType<typeof panels>;
export type PanelName = keyof Panels;
