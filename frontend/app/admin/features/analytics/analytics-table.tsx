import type { AnalyticsRow, AnalyticsTable as TableName } from '@prairieflow/contracts/admin';
import { useCallback } from 'react';
import { SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { useSorted } from '../../lib/use-sorted';

type Key = 'key' | 'visitors' | 'count';

interface Props {
  title: string;
  name: TableName;
  keyLabel: string;
  countLabel?: string;
  rows: AnalyticsRow[];
  exportUrl: string;
  /** A click on a page filters every panel by it. */
  onPick?: (key: string) => void;
  /** Tables of visitors only (devices, browsers): the last column is each row's share of them. */
  shareOf?: number;
}

/** One dashboard table: sortable, its own CSV export, at most 10 rows shown (the CSV has them all). */
export function AnalyticsTable({ title, name, keyLabel, countLabel = 'Views', rows, exportUrl, onPick, shareOf }: Props) {
  const value = useCallback((r: AnalyticsRow, key: Key) => r[key], []);
  const { sorted, sort, toggle } = useSorted<AnalyticsRow, Key>(rows, { key: 'count', dir: 'desc' }, value);
  const header = (key: Key, label: string) => (
    <SortableHeader label={label} active={sort.key === key} dir={sort.dir} onSort={() => toggle(key)} />
  );
  return (
    <section aria-labelledby={`t-${name}`} className="grid content-start gap-2 rounded-card border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between">
        <h2 id={`t-${name}`} className="text-sm font-semibold">
          {title}
        </h2>
        <a href={exportUrl} download className="text-xs font-medium text-brand-700 underline" aria-label={`Export ${title} as CSV`}>
          CSV
        </a>
      </div>
      <table className={tableClass}>
        <thead className={theadClass}>
          <tr>
            {header('key', keyLabel)}
            {header('visitors', 'Visitors')}
            {header('count', shareOf === undefined ? countLabel : 'Share')}
          </tr>
        </thead>
        <tbody>
          {sorted.slice(0, 10).map((r) => (
            <tr key={r.key}>
              <td className="max-w-64 break-all">
                {onPick ? (
                  <button
                    type="button"
                    className="text-left text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => onPick(r.key)}
                    aria-label={`Filter by ${r.key}`}
                  >
                    {r.key}
                  </button>
                ) : (
                  r.key
                )}
              </td>
              <td className="tabular-nums">{r.visitors.toLocaleString('en-CA')}</td>
              <td className="tabular-nums">
                {shareOf === undefined ? r.count.toLocaleString('en-CA') : `${shareOf ? Math.round((r.visitors / shareOf) * 100) : 0} %`}
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className="py-4 text-center text-ink-700">
                Nothing in this range.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
