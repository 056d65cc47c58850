import type { AnalyticsResponse, AnalyticsRow } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';
import type { PrismaService } from '../../prisma/prisma.service';
import type { Period } from './analytics-period';
import { conversionsPanel } from './conversions-panel';
import { countOf, type Filters, filterBits, Grain, rollupWhere, day as sqlDay, visitorsSince } from './rollup-grains';
import { hourlySeries } from './hourly-series';

const TOP = 50;

type Counted = { key: string | null; visitors: number; count: number };
const rows = (list: Counted[], none = '(none)'): AnalyticsRow[] =>
  list.map((r) => ({ key: r.key ?? none, visitors: r.visitors, count: r.count }));

/**
 * Each dashboard panel is one query (the benchmark times each one) over the daily rollups, kept
 * in step with page_views by AnalyticsRollupsService. Every panel reads the grain of its own
 * dimensions plus the filters' (a page, a source), so filtered counts stay exact too.
 */
export function panels(prisma: PrismaService, period: Period, filters: Filters) {
  const f = filterBits(filters);
  const q = <T>(sql: Prisma.Sql) => prisma.$queryRaw<T>(sql);
  const current = (grain: number) => rollupWhere([grain], period.from, period.to, filters);
  /** Views (or visits) and visitors per key of one grain, biggest first. */
  const ranked = (grain: number, key: Prisma.Sql) =>
    q<Counted[]>(Prisma.sql`
      SELECT ${key} AS key, ${visitorsSince(period.from)} AS visitors, ${countOf} AS count FROM page_view_rollups
       WHERE ${current(grain)} GROUP BY 1 HAVING sum(n) FILTER (WHERE gap = 0) > 0 ORDER BY count DESC, key LIMIT ${TOP}`);

  return {
    totals: async () => {
      // One read for both periods: the current one's days are from period.from on.
      const now = Prisma.sql`day >= ${sqlDay(period.from)}`;
      const [r] = await q<{ visitors: number; visits: number; pageviews: number; pv: number; pvis: number; pvv: number }[]>(Prisma.sql`
        SELECT coalesce(sum(n) FILTER (WHERE grain = ${f} AND ${now} AND gap > day - ${sqlDay(period.from)}), 0)::int AS visitors,
               coalesce(sum(n) FILTER (WHERE grain = ${f | Grain.visits} AND ${now} AND gap = 0), 0)::int AS visits,
               coalesce(sum(n) FILTER (WHERE grain = ${f} AND ${now} AND gap = 0), 0)::int AS pageviews,
               coalesce(sum(n) FILTER (WHERE grain = ${f} AND NOT ${now} AND gap > day - ${sqlDay(period.previousFrom)}), 0)::int AS pv,
               coalesce(sum(n) FILTER (WHERE grain = ${f | Grain.visits} AND NOT ${now} AND gap = 0), 0)::int AS pvis,
               coalesce(sum(n) FILTER (WHERE grain = ${f} AND NOT ${now} AND gap = 0), 0)::int AS pvv
          FROM page_view_rollups WHERE ${rollupWhere([f, f | Grain.visits], period.previousFrom, period.to, filters)}`);
      const t = (visitors: number, visits: number, pageviews: number) => ({
        visitors,
        visits,
        pageviews,
        viewsPerVisit: visits ? Math.round((pageviews / visits) * 100) / 100 : 0,
      });
      return { totals: t(r.visitors, r.visits, r.pageviews), previousTotals: t(r.pv, r.pvis, r.pvv) };
    },
    series: async (): Promise<AnalyticsResponse['series']> => {
      if (period.bucket === 'hour') return hourlySeries(prisma, period, filters);
      // A day's visitors are every pair first seen that day, whatever its gap.
      const list = await q<{ day: Date; pageviews: number; visitors: number }[]>(Prisma.sql`
        SELECT day, ${countOf} AS pageviews, coalesce(sum(n) FILTER (WHERE gap > 0), 0)::int AS visitors
          FROM page_view_rollups WHERE ${rollupWhere([f], period.previousFrom, period.to, filters)} GROUP BY day`);
      const byDay = new Map(list.map((r) => [r.day.getTime(), r]));
      const offset = period.from.getTime() - period.previousFrom.getTime();
      const points: AnalyticsResponse['series'] = [];
      for (let at = period.from.getTime(); at < period.to.getTime(); at += 86_400_000) {
        const now = byDay.get(at);
        const before = byDay.get(at - offset);
        points.push({
          at: new Date(at).toISOString(),
          pageviews: now?.pageviews ?? 0,
          visitors: now?.visitors ?? 0,
          previousPageviews: before?.pageviews ?? 0,
          previousVisitors: before?.visitors ?? 0,
        });
      }
      return points;
    },
    pages: async () => rows(await ranked(Grain.page | f, Prisma.sql`page_path`)),
    entries: async () => rows(await ranked(Grain.visits | Grain.page | f, Prisma.sql`page_path`)),
    referrers: async () => rows(await ranked(Grain.visits | Grain.referrer | f, Prisma.sql`referrer_host`), '(direct)'),
    utm: async () => {
      const [sources, mediums, campaigns] = await Promise.all([
        ranked(Grain.source | f, Prisma.sql`utm_source`),
        ranked(Grain.medium | f, Prisma.sql`utm_medium`),
        ranked(Grain.campaign | f, Prisma.sql`utm_campaign`),
      ]);
      return { sources: rows(sources), mediums: rows(mediums), campaigns: rows(campaigns) };
    },
    technology: async () => {
      const list = await q<{ device: string | null; browser: string | null; visitors: number }[]>(Prisma.sql`
        SELECT device, browser, ${visitorsSince(period.from)} AS visitors FROM page_view_rollups WHERE ${current(Grain.technology | f)} GROUP BY 1, 2`);
      // Device and browser are the visitor's, so a visitor is in one (device, browser) group only.
      const tally = (part: 'device' | 'browser') => {
        const counts = new Map<string, number>();
        for (const r of list) if (r.visitors) counts.set(r[part] ?? 'Unknown', (counts.get(r[part] ?? 'Unknown') ?? 0) + r.visitors);
        return [...counts]
          .map(([key, n]) => ({ key, visitors: n, count: n }))
          .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
      };
      return { devices: tally('device'), browsers: tally('browser') };
    },
    conversions: () => conversionsPanel(prisma, period, filters, TOP),
  };
}
export type Panels = ReturnType<typeof panels>;
export type PanelName = keyof Panels;
