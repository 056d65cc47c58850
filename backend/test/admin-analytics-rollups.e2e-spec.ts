import type { AnalyticsQuery } from '@prairieflow/contracts/admin';
import type { AppConfig } from '../src/config/config';
import { panels } from '../src/admin/analytics/analytics-panels';
import { type Period, periodOf } from '../src/admin/analytics/analytics-period';
import { AnalyticsRollupsService } from '../src/admin/analytics/analytics-rollups.service';
import { parseUserAgent } from '../src/admin/analytics/user-agents';
import { PrismaService } from '../src/prisma/prisma.service';
import { createTestDatabase, query } from './support/test-database';

/**
 * The dashboard's rollups stay exact as page views arrive (in any order), change and go: after
 * every fold, every panel for every range and filter equals the same numbers counted straight
 * from page_views in JavaScript.
 */
type View = { visitor: string; at: Date; path: string; s: string | null; m: string | null; c: string | null; start: boolean };
type Row = { key: string; visitors: number; count: number };
type Filters = Pick<AnalyticsQuery, 'page' | 'source'>;

const DAY = 86_400_000;
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
];
const referrers = ['https://www.google.com/search?q=x', null, 'https://www.linkedin.com/feed/'];
const urls = ['/', '/about', 'https://site.example/services/Healthcare?utm_source=x', '/contact#form', '/blog'];
const utm = [
  ['google', 'cpc', 'fall'],
  ['newsletter', 'email', null],
  ['', null, 'webinar'],
  ['google', 'organic', null],
];

let seed = 20261125;
const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];

function group(views: View[], key: (v: View) => string | null): Row[] {
  const groups = new Map<string, View[]>();
  for (const v of views) {
    const k = key(v);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), v]);
  }
  return [...groups].map(([k, list]) => ({ key: k, visitors: new Set(list.map((v) => v.visitor)).size, count: list.length }));
}
const byKey = (rows: Row[]) => [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

describe('analytics rollups stay exact as page views arrive, change and go', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaService;
  let rollups: AnalyticsRollupsService;
  const sql = (text: string, params: unknown[] = []) => query(db.url, text, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = new PrismaService({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: 4 } as AppConfig);
    rollups = new AnalyticsRollupsService(prisma, { WORKER_ENABLED: false } as AppConfig);
    for (let i = 0; i < 12; i += 1) {
      // Visitor 11 never stored a visitor row: device Unknown, referrer (direct).
      if (i < 11)
        await sql(`INSERT INTO website_visitors (visitor_id, user_agent, referrer_url) VALUES ($1, $2, $3)`, [
          `v_rollup${i}`,
          i % 5 === 4 ? null : pick(agents),
          pick(referrers),
        ]);
    }
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  /** Inserts views in the order given (often older after newer), as SQL clients may. */
  async function insertViews(count: number, maxDaysAgo: number) {
    for (let i = 0; i < count; i += 1) {
      const tags = random() < 0.35 ? pick(utm) : [null, null, null];
      const ago = Math.floor(random() * maxDaysAgo * DAY);
      await sql(
        `INSERT INTO page_views (visitor_id, page_url, utm_source, utm_medium, utm_campaign, created_at) VALUES ($1, $2, $3, $4, $5, now() - make_interval(secs => $6))`,
        [`v_rollup${Math.floor(random() * 12)}`, pick(urls), ...tags, ago / 1000],
      );
    }
  }

  async function expectPanelsMatchRawRows() {
    const views: View[] = (
      await sql(
        `SELECT visitor_id, created_at, page_path, nullif(utm_source, '') s, nullif(utm_medium, '') m, nullif(utm_campaign, '') c, visit_start FROM page_views`,
      )
    ).map((r) => ({
      visitor: r.visitor_id as string,
      at: r.created_at as Date,
      path: r.page_path as string,
      s: r.s as string | null,
      m: r.m as string | null,
      c: r.c as string | null,
      start: r.visit_start as boolean,
    }));
    const visitors = await sql(`SELECT visitor_id, user_agent, referrer_host FROM website_visitors`);
    const agentOf = new Map(visitors.map((v) => [v.visitor_id as string, v.user_agent as string | null]));
    const hostOf = new Map(visitors.map((v) => [v.visitor_id as string, v.referrer_host as string | null]));
    const ranges: Pick<AnalyticsQuery, 'range' | 'from' | 'to'>[] = [
      { range: 'today' },
      { range: '7d' },
      { range: '30d' },
      { range: '90d' },
      {
        range: 'custom',
        from: new Date(Date.now() - 120 * DAY).toISOString().slice(0, 10),
        to: new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10),
      },
    ];
    const filterSets: Filters[] = [{}, { page: '/about' }, { source: 'google' }, { page: '/', source: 'google' }];
    for (const range of ranges) {
      const period = periodOf(range);
      for (const filters of filterSets) {
        const label = `${range.range} ${JSON.stringify(filters)}`;
        const p = panels(prisma, period, filters);
        const expected = reference(views, period, filters, agentOf, hostOf);
        const got = {
          ...(await p.totals()),
          series: await p.series(),
          pages: byKey(await p.pages()),
          entries: byKey(await p.entries()),
          referrers: byKey(await p.referrers()),
          ...(await p.utm()),
          ...(await p.technology()),
        };
        for (const k of ['sources', 'mediums', 'campaigns', 'devices', 'browsers'] as const) got[k] = byKey(got[k]);
        const visits = Object.fromEntries((await p.conversions()).conversionBySource.map((r) => [r.source, r.visits]));
        expect({ label, ...got, visits }).toEqual({ label, ...expected });
      }
    }
  }

  function reference(
    all: View[],
    period: Period,
    filters: Filters,
    agentOf: Map<string, string | null>,
    hostOf: Map<string, string | null>,
  ) {
    const match = (v: View) => (!filters.page || v.path === filters.page) && (!filters.source || v.s === filters.source);
    const within = (from: Date, to: Date) => all.filter((v) => v.at >= from && v.at < to && match(v));
    const current = within(period.from, period.to);
    const totals = (list: View[]) => {
      const visits = list.filter((v) => v.start).length;
      return {
        visitors: new Set(list.map((v) => v.visitor)).size,
        visits,
        pageviews: list.length,
        viewsPerVisit: visits ? Math.round((list.length / visits) * 100) / 100 : 0,
      };
    };
    const step = period.bucket === 'hour' ? 3_600_000 : DAY;
    const offset = period.from.getTime() - period.previousFrom.getTime();
    const series = [];
    for (let at = period.from.getTime(); at < period.to.getTime(); at += step) {
      const now = within(new Date(at), new Date(at + step));
      const before = within(new Date(at - offset), new Date(at - offset + step));
      series.push({
        at: new Date(at).toISOString(),
        pageviews: now.length,
        visitors: new Set(now.map((v) => v.visitor)).size,
        previousPageviews: before.length,
        previousVisitors: new Set(before.map((v) => v.visitor)).size,
      });
    }
    const starts = current.filter((v) => v.start);
    const tech = (part: 'device' | 'browser') =>
      byKey(
        group(current, (v) => parseUserAgent(agentOf.get(v.visitor) ?? null)[part]).map((r) => ({
          key: r.key,
          visitors: r.visitors,
          count: r.visitors,
        })),
      );
    const visits: Record<string, number> = {};
    for (const v of starts) visits[v.s ?? '(none)'] = (visits[v.s ?? '(none)'] ?? 0) + 1;
    return {
      totals: totals(current),
      previousTotals: totals(within(period.previousFrom, period.from)),
      series,
      pages: byKey(group(current, (v) => v.path)),
      entries: byKey(group(starts, (v) => v.path)),
      referrers: byKey(group(starts, (v) => hostOf.get(v.visitor) ?? '(direct)')),
      sources: byKey(group(current, (v) => v.s)),
      mediums: byKey(group(current, (v) => v.m)),
      campaigns: byKey(group(current, (v) => v.c)),
      devices: tech('device'),
      browsers: tech('browser'),
      visits,
    };
  }

  it('counts views stored in any order, folded in two goes', async () => {
    await insertViews(60, 100);
    expect(await rollups.foldAll()).toBe(60);
    await expectPanelsMatchRawRows();
    // Older views after newer ones change the gaps of views already folded.
    await insertViews(60, 130);
    await sql(`INSERT INTO page_views (visitor_id, page_url) VALUES ('v_rollup3', '/about'), ('v_rollup3', '/about')`);
    expect(await rollups.foldAll()).toBe(62);
    await expectPanelsMatchRawRows();
  });

  it('follows deletions, updates, and views added and removed between two folds', async () => {
    const some = await sql(`SELECT id FROM page_views WHERE visitor_id <> 'v_rollup5' ORDER BY created_at LIMIT 5 OFFSET 10`);
    await sql(`DELETE FROM page_views WHERE id = ANY($1::uuid[])`, [some.map((r) => r.id)]);
    await sql(
      `UPDATE page_views SET page_url = '/blog', utm_source = 'newsletter' WHERE id = (SELECT id FROM page_views ORDER BY created_at DESC LIMIT 1)`,
    );
    await sql(`INSERT INTO page_views (visitor_id, page_url) VALUES ('v_rollup7', '/gone')`);
    await sql(`DELETE FROM page_views WHERE page_url = '/gone'`);
    await rollups.foldAll();
    await expectPanelsMatchRawRows();
    expect(await sql(`SELECT 1 FROM page_view_rollups WHERE page_path = '/gone' AND n <> 0`)).toEqual([]);
  });

  it('forgets an erased visitor entirely once folded', async () => {
    await sql(`DELETE FROM page_views WHERE visitor_id = 'v_rollup5'`);
    await sql(`DELETE FROM website_visitors WHERE visitor_id = 'v_rollup5'`);
    await rollups.foldAll();
    await expectPanelsMatchRawRows();
    expect(
      await sql(
        `SELECT 1 FROM analytics_visitor_traits WHERE visitor_id = 'v_rollup5' UNION ALL SELECT 1 FROM page_view_changes WHERE visitor_id = 'v_rollup5'`,
      ),
    ).toEqual([]);
  });

  it('empties with page_views, and refuses anon', async () => {
    await expect(sql(`BEGIN; SET LOCAL ROLE anon; SELECT * FROM page_view_rollups; ROLLBACK;`)).rejects.toThrow(/permission denied/);
    await expect(sql(`BEGIN; SET LOCAL ROLE anon; SELECT page_view_rollups_fold(); ROLLBACK;`)).rejects.toThrow(/permission denied/);
    await sql(`TRUNCATE page_views`);
    expect(
      await sql(`SELECT (SELECT count(*) FROM page_view_rollups)::int AS r, (SELECT count(*) FROM page_view_changes)::int AS c`),
    ).toEqual([{ r: 0, c: 0 }]);
  });
});
