import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/forbidden';
import { StatusBadge } from '../../components/status-badge';
import { kindLabels } from '../../content';
import { formatDateTime, orDash } from '../../lib/format';
import { LeadDeliveries } from './lead-deliveries';
import { leadQuery } from './lead.queries';
import { LeadTriage } from './lead-triage';

const box = 'grid gap-2 rounded-card border border-slate-200 bg-white p-4';

/** One lead: every field, meeting, source, the visitor's path to it, the chat, the deliveries. */
export function LeadPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(leadQuery(id));
  if (error) return <LoadError error={error} />;
  if (!data) return <p className="text-sm">Loading…</p>;
  const { lead } = data;

  return (
    <article aria-labelledby="lead-title" className="grid gap-4">
      <Link to="/leads" className="text-sm text-brand-700 underline">
        Back to leads
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="lead-title" className="text-xl font-semibold">
          {lead.name ?? lead.email ?? 'Unnamed lead'}
        </h1>
        <StatusBadge status={lead.status} />
        <p className="text-sm text-ink-700">
          {kindLabels[lead.kind]} · {formatDateTime(lead.createdAt)} · source: {orDash(lead.source)}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <section aria-labelledby="fields-title" className={box}>
            <h2 id="fields-title" className="font-semibold">
              What they sent
            </h2>
            <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1 text-sm">
              {Object.entries(data.fields).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-600">{key.replaceAll('_', ' ')}</dt>
                  <dd className="whitespace-pre-wrap break-words">{orDash(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="journey-title" className={box}>
            <h2 id="journey-title" className="font-semibold">
              Meeting, source and journey
            </h2>
            <p className="text-sm">Meeting asked for: {data.meeting ? `${orDash(data.meeting.date)} ${data.meeting.time ?? ''}` : 'no'}</p>
            <p className="text-sm">
              UTM: {orDash(data.utm.source)} / {orDash(data.utm.medium)} / {orDash(data.utm.campaign)} · referrer:{' '}
              {orDash(data.visitor?.referrer)} · landing page: {orDash(data.visitor?.landingPage)}
            </p>
            <h3 className="text-sm font-semibold">Pages seen before converting</h3>
            {data.pagesBefore.length === 0 ? (
              <p className="text-sm text-ink-700">No page views recorded for this visitor.</p>
            ) : (
              <ol aria-label="Pages seen before converting" className="list-decimal pl-5 text-sm">
                {data.pagesBefore.map((p) => (
                  <li key={`${p.at}${p.url}`}>
                    {p.url} {p.title && <span className="text-ink-600">({p.title})</span>} · {formatDateTime(p.at)}
                  </li>
                ))}
              </ol>
            )}
          </section>
          {data.transcript.length > 0 && (
            <section aria-labelledby="chat-title" className={box}>
              <h2 id="chat-title" className="font-semibold">
                Chat transcript
              </h2>
              <ol className="grid gap-1 text-sm">
                {data.transcript.map((m) => (
                  <li key={`${m.at}${m.message}`} className={m.fromBot ? 'text-ink-700' : 'font-medium'}>
                    <span className="text-ink-600">{m.fromBot ? 'Assistant' : 'Visitor'}:</span> {m.message}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <LeadDeliveries leadId={lead.id} deliveries={data.deliveries} />
        </div>
        <LeadTriage key={`${lead.id}${lead.updatedAt}`} detail={data} />
      </div>
    </article>
  );
}
