import { type ChatListResponse, chatOutcomes, type UnansweredReport } from '@prairieflow/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { controlClass } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { LoadError } from '../../components/forbidden';
import { Pager } from '../../components/pager';
import { PlainHeader, SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { api, queryString } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

const outcomeLabels: Record<string, string> = {
  lead: 'Ended in a lead',
  human: 'Asked for a human',
  unanswered: 'Had an unanswered question',
  none: 'No lead, no handoff',
};

/** Chat conversations (first message, outcome) and the questions the assistant could not answer. */
export function ChatsPage() {
  const [params, setParams] = useSearchParams();
  const filter = {
    outcome: params.get('outcome') ?? '',
    sort: params.get('sort') ?? 'started_at',
    dir: params.get('dir') ?? 'desc',
    page: Number(params.get('page') ?? 1) || 1,
  };
  const list = useQuery({
    queryKey: ['chats', filter],
    queryFn: () => api<ChatListResponse>(`chats${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });
  const report = useQuery({ queryKey: ['unanswered'], queryFn: () => api<UnansweredReport>('chats/unanswered?days=30') });
  const set = (next: Partial<typeof filter>) => setParams(new URLSearchParams(queryString({ ...filter, page: 1, ...next }).slice(1)));
  if (list.error) return <LoadError error={list.error} />;
  const sortHeader = (key: 'started_at' | 'messages', label: string) => (
    <SortableHeader
      label={label}
      active={filter.sort === key}
      dir={filter.dir as 'asc' | 'desc'}
      onSort={() => set({ sort: key, dir: filter.sort === key && filter.dir === 'asc' ? 'desc' : 'asc' })}
    />
  );
  return (
    <section aria-labelledby="chats-title" className="grid gap-4">
      <h1 id="chats-title" className="text-xl font-semibold">
        Chat transcripts
      </h1>
      <section aria-labelledby="unanswered-title" className="grid gap-2 rounded-card border border-slate-200 bg-white p-4">
        <h2 id="unanswered-title" className="font-semibold">
          Questions the assistant could not answer (30 days)
        </h2>
        <p className="text-sm text-ink-700">Most asked first: each is content worth adding to the site.</p>
        <ol className="grid gap-1 text-sm">
          {report.data?.items.map((q) => (
            <li key={q.question + q.conversationId} className="flex flex-wrap gap-2">
              <span className="font-medium">“{q.question}”</span>
              <span className="text-ink-700">
                asked {q.times} {q.times === 1 ? 'time' : 'times'}, last {formatDateTime(q.lastAskedAt)}
              </span>
              <Link to={`/chats/${q.conversationId}`} className="text-brand-700 underline">
                Read the latest conversation
              </Link>
            </li>
          ))}
          {report.data?.items.length === 0 && <li className="text-ink-700">None: every question found an answer.</li>}
        </ol>
      </section>
      <label className="grid w-64 gap-1 text-sm font-medium text-ink-700">
        Outcome
        <select value={filter.outcome} onChange={(e) => set({ outcome: e.target.value })} className={cn(controlClass, 'py-1.5')}>
          <option value="">All conversations</option>
          {chatOutcomes.map((o) => (
            <option key={o} value={o}>
              {outcomeLabels[o]}
            </option>
          ))}
        </select>
      </label>
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className={tableClass}>
          <caption className="sr-only">Conversations</caption>
          <thead className={theadClass}>
            <tr>
              {sortHeader('started_at', 'Started')}
              <PlainHeader label="First message" />
              {sortHeader('messages', 'Messages')}
              <PlainHeader label="Outcome" />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((c) => (
              <tr key={c.conversationId}>
                <td className="whitespace-nowrap">{formatDateTime(c.startedAt)}</td>
                <td>
                  <Link to={`/chats/${c.conversationId}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {c.firstMessage ?? '(greeting only)'}
                  </Link>
                </td>
                <td className="tabular-nums">{c.messages}</td>
                <td className="text-ink-700">
                  {[c.endedInLead && 'Lead', c.askedForHuman && 'Asked for a human', c.unanswered > 0 && `${c.unanswered} unanswered`]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </td>
              </tr>
            ))}
            {list.data?.items.length === 0 && (
              <tr>
                <td colSpan={4} className="py-8 text-center text-ink-700">
                  No conversations match.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {list.data && (
        <Pager
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          onPage={(page) => setParams(new URLSearchParams(queryString({ ...filter, page }).slice(1)))}
        />
      )}
    </section>
  );
}
