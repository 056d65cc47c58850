import { type AuditEntry, type AuditResponse, auditActions } from '@prairieflow/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { controlClass } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { LoadError } from '../../components/forbidden';
import { Pager } from '../../components/pager';
import { PlainHeader, SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { api, queryString } from '../../lib/api';
import { formatDateTime, orDash } from '../../lib/format';
import { useSorted } from '../../lib/use-sorted';

type Key = 'at' | 'actor' | 'action';

/** The append-only audit log: filter by action and day; each page sorts by any column. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = {
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number(params.get('page') ?? 1) || 1,
  };
  const { data, error } = useQuery({
    queryKey: ['audit', filter],
    queryFn: () => api<AuditResponse>(`audit${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });
  const value = useCallback((e: AuditEntry, key: Key) => (key === 'at' ? e.at : key === 'actor' ? e.actorEmail : e.action), []);
  const { sorted, sort, toggle } = useSorted<AuditEntry, Key>(data?.items ?? [], { key: 'at', dir: 'desc' }, value);
  const set = (next: Partial<typeof filter>) =>
    setParams(new URLSearchParams(queryString({ ...filter, page: undefined, ...next }).slice(1)));
  if (error) return <LoadError error={error} />;

  return (
    <section aria-labelledby="audit-title" className="grid gap-4">
      <h1 id="audit-title" className="text-xl font-semibold">
        Audit log
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Action
          <select value={filter.action} onChange={(e) => set({ action: e.target.value })} className={cn(controlClass, 'py-1.5')}>
            <option value="">All actions</option>
            {auditActions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          From (UTC)
          <input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} className={cn(controlClass, 'py-1.5')} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          To (UTC)
          <input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} className={cn(controlClass, 'py-1.5')} />
        </label>
      </div>
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className={tableClass}>
          <thead className={theadClass}>
            <tr>
              <SortableHeader label="When" active={sort.key === 'at'} dir={sort.dir} onSort={() => toggle('at')} />
              <SortableHeader label="Who" active={sort.key === 'actor'} dir={sort.dir} onSort={() => toggle('actor')} />
              <SortableHeader label="Action" active={sort.key === 'action'} dir={sort.dir} onSort={() => toggle('action')} />
              <PlainHeader label="Subject" />
              <PlainHeader label="Details" />
            </tr>
          </thead>
          <tbody>
            {sorted.map((e) => (
              <tr key={e.id}>
                <td className="whitespace-nowrap">{formatDateTime(e.at)}</td>
                <td>{orDash(e.actorEmail)}</td>
                <td>{e.action}</td>
                <td className="break-all">{e.subjectType ? `${e.subjectType} ${e.subjectId ?? ''}` : '—'}</td>
                <td className="max-w-md break-words font-mono text-xs">{JSON.stringify(e.details)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          total={data.total}
          onPage={(page) => setParams(new URLSearchParams(queryString({ ...filter, page }).slice(1)))}
        />
      )}
    </section>
  );
}
