import type { LeadDelivery } from '@prairieflow/contracts/admin';
import { useCallback } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PlainHeader, SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { deliveryLabels } from '../../content';
import { formatDateTime, orDash } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useSorted } from '../../lib/use-sorted';
import { useRetryDelivery } from './lead.queries';

type Key = 'kind' | 'status' | 'attempts' | 'next';

/** Each delivery of the lead with its attempts, last error and next retry; "Retry now" asks first. */
export function LeadDeliveries({ leadId, deliveries }: { leadId: string; deliveries: LeadDelivery[] }) {
  const retry = useRetryDelivery(leadId);
  const value = useCallback(
    (d: LeadDelivery, key: Key) =>
      key === 'attempts' ? d.attempts : key === 'next' ? d.nextRetryAt : key === 'kind' ? (deliveryLabels[d.kind] ?? d.kind) : d.status,
    [],
  );
  const { sorted, sort, toggle } = useSorted<LeadDelivery, Key>(deliveries, { key: 'kind', dir: 'asc' }, value);
  const header = (key: Key, label: string) => (
    <SortableHeader label={label} active={sort.key === key} dir={sort.dir} onSort={() => toggle(key)} />
  );

  return (
    <section aria-labelledby="deliveries-title" className="grid gap-2">
      <h2 id="deliveries-title" className="font-semibold">
        Deliveries
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-700">None: the bot trap held this lead back, or it needs none.</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
          <table className={tableClass}>
            <thead className={theadClass}>
              <tr>
                {header('kind', 'Delivery')}
                {header('status', 'Status')}
                {header('attempts', 'Attempts')}
                <PlainHeader label="Last error" />
                {header('next', 'Next retry')}
                <PlainHeader label="Actions" hidden />
              </tr>
            </thead>
            <tbody>
              {sorted.map((d) => (
                <tr key={d.id}>
                  <td>{deliveryLabels[d.kind] ?? d.kind}</td>
                  <td>{d.status === 'delivered' ? `delivered ${formatDateTime(d.deliveredAt)}` : d.status}</td>
                  <td>{d.attempts}</td>
                  <td className="max-w-64 break-words">{orDash(d.lastError)}</td>
                  <td>{d.status === 'delivered' ? '—' : formatDateTime(d.nextRetryAt)}</td>
                  <td>
                    {d.status !== 'delivered' && (
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="secondary" aria-label={`Retry ${deliveryLabels[d.kind] ?? d.kind} now`}>
                            Retry now
                          </Button>
                        }
                        title="Retry this delivery now?"
                        description="It is sent again at once, with the same webhook-id, so the receiver can drop a duplicate."
                        confirmLabel="Retry now"
                        onConfirm={() => retry.mutateAsync(d.id).then(() => notify({ title: 'Retry queued' }))}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
