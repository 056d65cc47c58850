import type { AnalyticsResponse } from '@prairieflow/contracts/admin';
import { useCallback } from 'react';
import { SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { useSorted } from '../../lib/use-sorted';

type Rate = AnalyticsResponse['conversionBySource'][number];
type Key = 'source' | 'visits' | 'conversions' | 'rate';

/** Leads over visits for each UTM source: sortable, its own CSV, the ten largest shown. */
export function ConversionRates({ rows, exportUrl }: { rows: Rate[]; exportUrl: string }) {
  const value = useCallback((r: Rate, key: Key) => r[key], []);
  const { sorted, sort, toggle } = useSorted<Rate, Key>(rows, { key: 'conversions', dir: 'desc' }, value);
  const header = (key: Key, label: string) => (
    <SortableHeader label={label} active={sort.key === key} dir={sort.dir} onSort={() => toggle(key)} />
  );
  return (
    <section aria-labelledby="rate-title" className="grid gap-2 rounded-card border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between">
        <h2 id="rate-title" className="text-sm font-semibold">
          Conversion rate by source
        </h2>
        <a
          href={exportUrl}
          download
          className="text-xs font-medium text-brand-700 underline"
          aria-label="Export Conversion rate by source as CSV"
        >
          CSV
        </a>
      </div>
      <table className={tableClass}>
        <thead className={theadClass}>
          <tr>
            {header('source', 'Source')}
            {header('visits', 'Visits')}
            {header('conversions', 'Leads')}
            {header('rate', 'Rate')}
          </tr>
        </thead>
        <tbody>
          {sorted.slice(0, 10).map((r) => (
            <tr key={r.source}>
              <td>{r.source}</td>
              <td className="tabular-nums">{r.visits.toLocaleString('en-CA')}</td>
              <td className="tabular-nums">{r.conversions.toLocaleString('en-CA')}</td>
              <td className="tabular-nums">{r.rate} %</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="py-4 text-center text-ink-700">
                Nothing in this range.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
