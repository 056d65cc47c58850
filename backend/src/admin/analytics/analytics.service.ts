import { Injectable } from '@nestjs/common';
import type { AnalyticsLive, AnalyticsQuery, AnalyticsResponse, AnalyticsTable } from '@prairieflow/contracts/admin';
import { stringify } from 'csv-stringify/sync';
import { PrismaService } from '../../prisma/prisma.service';
import { panels } from './analytics-panels';
import { periodOf } from './analytics-period';
import { AnalyticsRollupsService } from './analytics-rollups.service';

/**
 * The dashboard: every panel of a range at once (queries run side by side on the pool), over
 * the daily rollups, after folding in the page views stored since the last fold.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly rollups: AnalyticsRollupsService,
  ) {}

  async dashboard(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    await this.rollups.beforeRead();
    const period = periodOf(query);
    const p = panels(this.prisma, period, query);
    const [totals, series, pages, entries, referrers, utm, technology, conversions] = await Promise.all([
      p.totals(),
      p.series(),
      p.pages(),
      p.entries(),
      p.referrers(),
      p.utm(),
      p.technology(),
      p.conversions(),
    ]);
    const day = (d: Date) => d.toISOString();
    return {
      range: {
        from: day(period.from),
        to: day(period.to),
        previousFrom: day(period.previousFrom),
        previousTo: day(period.from),
        bucket: period.bucket,
      },
      ...totals,
      series,
      pages,
      entries,
      referrers,
      ...utm,
      ...technology,
      ...conversions,
    };
  }

  /** One table of the dashboard as RFC 4180 CSV (CRLF; cells starting with = + - @ neutralised). */
  async exportCsv(query: AnalyticsQuery, table: AnalyticsTable): Promise<string> {
    const data = await this.dashboard(query);
    const csv = (records: (string | number)[][]) =>
      stringify(records, { record_delimiter: 'windows', escape_formulas: true, quoted_string: false });
    if (table === 'rates') {
      return csv([
        ['utm_source', 'visits', 'leads', 'rate_percent'],
        ...data.conversionBySource.map((r) => [r.source, r.visits, r.conversions, r.rate]),
      ]);
    }
    const label: Record<Exclude<AnalyticsTable, 'rates'>, string> = {
      pages: 'page',
      entries: 'entry page',
      referrers: 'referrer',
      sources: 'utm_source',
      mediums: 'utm_medium',
      campaigns: 'utm_campaign',
      devices: 'device',
      browsers: 'browser',
      conversions: 'kind',
    };
    return csv([
      [label[table], 'visitors', table === 'conversions' ? 'leads' : 'count'],
      ...data[table].map((r) => [r.key, r.visitors, r.count]),
    ]);
  }

  async live(): Promise<AnalyticsLive> {
    const since = new Date(Date.now() - 30 * 60_000);
    const [r] = await this.prisma.$queryRaw<{ visitors: number; pageviews: number }[]>`
      SELECT count(DISTINCT visitor_id)::int AS visitors, count(*)::int AS pageviews FROM page_views WHERE created_at >= ${since}`;
    return { visitors: r.visitors, pageviews: r.pageviews, since: since.toISOString() };
  }
}
