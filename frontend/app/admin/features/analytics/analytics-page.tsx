import {
  type AnalyticsLive,
  type AnalyticsResponse,
  type AnalyticsTable as TableName,
  analyticsRanges,
} from '@prairieflow/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { controlClass } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { LoadError } from '../../components/forbidden';
import { api, queryString } from '../../lib/api';
import { AnalyticsChart } from './analytics-chart';
import { AnalyticsTable } from './analytics-table';
import { ConversionRates } from './conversion-rates';

const compact = cn(controlClass, 'py-1.5');
const rangeLabels: Record<string, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom',
};
const change = (now: number, before: number) =>
  before ? `${now >= before ? '+' : '−'}${Math.abs(Math.round(((now - before) / before) * 100))} % vs previous` : 'no previous data';

/** Visitor analytics: range, filters for every panel (a page, a source), chart, tables, CSV, live count. */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const filter = {
    range: params.get('range') ?? '30d',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: params.get('page') ?? '',
    source: params.get('source') ?? '',
  };
  const ready = filter.range !== 'custom' || (filter.from && filter.to);
  const { data, error, isFetching } = useQuery({
    queryKey: ['analytics', filter],
    queryFn: () => api<AnalyticsResponse>(`analytics${queryString(filter)}`),
    placeholderData: keepPreviousData,
    enabled: Boolean(ready),
  });
  const live = useQuery({ queryKey: ['analytics-live'], queryFn: () => api<AnalyticsLive>('analytics/live'), refetchInterval: 30_000 });
  const set = (next: Partial<typeof filter>) => setParams(new URLSearchParams(queryString({ ...filter, ...next }).slice(1)));
  const exportUrl = (table: TableName) => `/api/admin/analytics/export.csv${queryString({ ...filter, table })}`;
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Both are text inputs, so their entries are strings.
    set({ page: ((form.get('page') as string | null) ?? '').trim(), source: ((form.get('source') as string | null) ?? '').trim() });
  };
  if (error) return <LoadError error={error} />;
  const t = data?.totals;
  const p = data?.previousTotals;

  return (
    <section aria-labelledby="analytics-title" className="grid gap-4" aria-busy={isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="analytics-title" className="text-xl font-semibold">
          Analytics
        </h1>
        <p role="status" className="text-sm text-ink-700">
          Live: <strong>{live.data?.visitors ?? '…'}</strong> {live.data?.visitors === 1 ? 'visitor' : 'visitors'} in the last 30 minutes
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Range
          <select value={filter.range} onChange={(e) => set({ range: e.target.value })} className={compact}>
            {analyticsRanges.map((r) => (
              <option key={r} value={r}>
                {rangeLabels[r]}
              </option>
            ))}
          </select>
        </label>
        {filter.range === 'custom' && (
          <>
            <label className="grid gap-1 text-sm font-medium text-ink-700">
              From (UTC)
              <input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} className={compact} />
            </label>
            <label className="grid gap-1 text-sm font-medium text-ink-700">
              To (UTC)
              <input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} className={compact} />
            </label>
          </>
        )}
        <form onSubmit={applyFilters} className="flex flex-wrap items-end gap-2" aria-label="Filters for every panel">
          <label className="grid gap-1 text-sm font-medium text-ink-700">
            Page (path)
            <input name="page" defaultValue={filter.page} key={`p${filter.page}`} placeholder="/services" className={cn(compact, 'w-48')} />
          </label>
          <label className="grid gap-1 text-sm font-medium text-ink-700">
            Source (UTM)
            <input
              name="source"
              defaultValue={filter.source}
              key={`s${filter.source}`}
              placeholder="newsletter"
              className={cn(compact, 'w-40')}
            />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            Apply filters
          </Button>
          {(filter.page || filter.source) && (
            <Button type="button" variant="secondary" size="sm" onClick={() => set({ page: '', source: '' })}>
              Clear filters
            </Button>
          )}
        </form>
      </div>
      {t && p && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[
            ['Visitors', t.visitors, p.visitors],
            ['Visits', t.visits, p.visits],
            ['Page views', t.pageviews, p.pageviews],
            ['Views per visit', t.viewsPerVisit, p.viewsPerVisit],
          ].map(([label, now, before]) => (
            <div key={label} className="rounded-card border border-slate-200 bg-white p-3">
              <dt className="text-sm text-ink-700">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{Number(now).toLocaleString('en-CA')}</dd>
              <dd className="text-xs text-ink-700">{change(Number(now), Number(before))}</dd>
            </div>
          ))}
        </dl>
      )}
      {data && (
        <>
          <AnalyticsChart data={data} />
          <div className="grid gap-3 lg:grid-cols-3">
            <AnalyticsTable
              title="Top pages"
              name="pages"
              keyLabel="Page"
              rows={data.pages}
              exportUrl={exportUrl('pages')}
              onPick={(page) => set({ page })}
            />
            <AnalyticsTable
              title="Entry pages"
              name="entries"
              keyLabel="Page"
              countLabel="Visits"
              rows={data.entries}
              exportUrl={exportUrl('entries')}
              onPick={(page) => set({ page })}
            />
            <AnalyticsTable
              title="Referrers"
              name="referrers"
              keyLabel="Referrer"
              countLabel="Visits"
              rows={data.referrers}
              exportUrl={exportUrl('referrers')}
            />
            <AnalyticsTable
              title="UTM sources"
              name="sources"
              keyLabel="Source"
              rows={data.sources}
              exportUrl={exportUrl('sources')}
              onPick={(source) => set({ source })}
            />
            <AnalyticsTable title="UTM mediums" name="mediums" keyLabel="Medium" rows={data.mediums} exportUrl={exportUrl('mediums')} />
            <AnalyticsTable
              title="UTM campaigns"
              name="campaigns"
              keyLabel="Campaign"
              rows={data.campaigns}
              exportUrl={exportUrl('campaigns')}
            />
            <AnalyticsTable
              title="Devices"
              name="devices"
              keyLabel="Device"
              rows={data.devices}
              exportUrl={exportUrl('devices')}
              shareOf={t?.visitors ?? 0}
            />
            <AnalyticsTable
              title="Browsers"
              name="browsers"
              keyLabel="Browser"
              rows={data.browsers}
              exportUrl={exportUrl('browsers')}
              shareOf={t?.visitors ?? 0}
            />
            <AnalyticsTable
              title="Conversions"
              name="conversions"
              keyLabel="Kind"
              countLabel="Leads"
              rows={data.conversions}
              exportUrl={exportUrl('conversions')}
            />
          </div>
          <ConversionRates rows={data.conversionBySource} exportUrl={exportUrl('rates')} />
        </>
      )}
    </section>
  );
}
