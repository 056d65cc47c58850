import type { ChatTranscript } from '@prairieflow/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/forbidden';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

/** One conversation as it happened; the questions the assistant could not answer are marked. */
export function TranscriptPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery({ queryKey: ['chat', id], queryFn: () => api<ChatTranscript>(`chats/${encodeURIComponent(id)}`) });
  if (error) return <LoadError error={error} />;
  if (!data) return <p className="text-sm">Loading…</p>;
  return (
    <article aria-labelledby="transcript-title" className="grid max-w-3xl gap-4">
      <Link to="/chats" className="text-sm text-brand-700 underline">
        Back to transcripts
      </Link>
      <h1 id="transcript-title" className="text-xl font-semibold">
        Conversation of {formatDateTime(data.startedAt)}
      </h1>
      <p className="text-sm text-ink-700">
        {data.messages} messages · {data.endedInLead ? 'ended in a lead' : 'no lead'} ·{' '}
        {data.askedForHuman ? 'asked for a human' : 'no handoff'}
      </p>
      <ol className="grid gap-2">
        {data.transcript.map((m, i) => (
          <li
            key={i}
            className={m.fromBot ? 'rounded-lg bg-slate-100 p-3 text-sm' : 'rounded-lg border border-brand-200 bg-white p-3 text-sm'}
          >
            <p className="mb-1 text-xs text-ink-700">
              {m.fromBot ? 'Assistant' : 'Visitor'} · {formatDateTime(m.at)}{' '}
              {m.unanswered && <strong className="text-danger-700">· not answered</strong>}
            </p>
            <p className="whitespace-pre-wrap break-words">{m.message}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
