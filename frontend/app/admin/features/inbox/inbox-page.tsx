import type { LeadSort } from '@prairieflow/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { LoadError } from '../../components/forbidden';
import { Pager } from '../../components/pager';
import { SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { StatusBadge } from '../../components/status-badge';
import { kindLabels } from '../../content';
import { formatDateTime, orDash } from '../../lib/format';
import { InboxFilters } from './inbox-filters';
import { exportUrl, filterFrom, type InboxFilter, inboxQuery } from './inbox.queries';

const columns: { key: LeadSort; label: string }[] = [
  { key: 'created_at', label: 'When' },
  { key: 'kind', label: 'Kind' },
  { key: 'name', label: 'Name' },
  { key: 'company', label: 'Company' },
  { key: 'industry', label: 'Industry' },
  { key: 'source', label: 'Source' },
  { key: 'status', label: 'Status' },
];

/** Every lead of every kind in one list: filter, search, sort, page, export. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const { data, error, isFetching } = useQuery(inboxQuery(filter));
  const change = (next: Partial<InboxFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) search.set(k, String(v));
    setParams(search);
  };
  if (error) return <LoadError error={error} />;

  return (
    <section aria-labelledby="inbox-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="inbox-title" className="text-xl font-semibold">
          Leads
        </h1>
        <a href={exportUrl(filter)} download className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          Export CSV
        </a>
      </div>
      <InboxFilters filter={filter} onChange={change} />
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white" aria-busy={isFetching}>
        <table className={tableClass}>
          <caption className="sr-only">
            Leads, sorted by {filter.sort.replace('_', ' ')} {filter.dir === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead className={theadClass}>
            <tr>
              {columns.map((c) => (
                <SortableHeader
                  key={c.label}
                  label={c.label}
                  active={filter.sort === c.key}
                  dir={filter.dir}
                  onSort={() => change({ sort: c.key, dir: filter.sort === c.key && filter.dir === 'asc' ? 'desc' : 'asc' })}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((lead) => (
              <tr key={lead.id} className="hover:bg-slate-50">
                <td className="whitespace-nowrap">{formatDateTime(lead.createdAt)}</td>
                <td>{kindLabels[lead.kind]}</td>
                <td>
                  <Link to={`/leads/${lead.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {lead.name ?? lead.email ?? 'Unnamed lead'}
                  </Link>
                  {lead.name && lead.email && <div className="text-xs text-ink-600">{lead.email}</div>}
                </td>
                <td>{orDash(lead.company)}</td>
                <td>{orDash(lead.industry)}</td>
                <td className="max-w-56 break-words">{orDash(lead.source)}</td>
                <td>
                  <StatusBadge status={lead.status} />
                </td>
              </tr>
            ))}
            {!data && (
              <tr>
                <td colSpan={columns.length} className="py-8 text-center text-ink-700">
                  Loading leads…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="py-8 text-center text-ink-700">
                  No leads match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && <Pager page={data.page} totalPages={data.totalPages} total={data.total} onPage={(page) => change({ page })} />}
    </section>
  );
}
