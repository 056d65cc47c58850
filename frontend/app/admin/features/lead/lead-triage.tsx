import type { LeadDetail, LeadStatus } from '@prairieflow/contracts/admin';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { controlClass } from '~/components/ui/form-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusSelect } from '../../components/status-select';
import { statusLabels } from '../../content';
import { notify } from '../../lib/toast';
import { useUpdateLead } from './lead.queries';

/** Status (undoable from the toast), spam / not spam (confirmed: not spam sends mail), note. */
export function LeadTriage({ detail }: { detail: LeadDetail }) {
  const lead = detail.lead;
  const update = useUpdateLead(lead.id);
  const [note, setNote] = useState(lead.note ?? '');
  const isSpam = lead.status === 'spam';
  const held = isSpam && detail.deliveries.length === 0 && (lead.kind === 'contact' || lead.kind === 'demo');

  const setStatus = async (status: LeadStatus) => {
    const previous = lead.status;
    await update.mutateAsync({ status });
    notify({
      title: `Marked ${statusLabels[status].toLowerCase()}`,
      action: previous === 'spam' && held ? undefined : { label: 'Undo', run: () => void update.mutateAsync({ status: previous }) },
    });
  };

  return (
    <section
      aria-labelledby="triage-title"
      className="grid content-start gap-3 self-start rounded-card border border-slate-200 bg-white p-4"
    >
      <h2 id="triage-title" className="font-semibold">
        Triage
      </h2>
      <StatusSelect
        value={lead.status}
        onChange={(status) => void setStatus(status as LeadStatus)}
        disabled={update.isPending}
        className={controlClass}
      />
      {isSpam ? (
        <ConfirmDialog
          trigger={<Button size="sm">Not spam</Button>}
          title="Not spam?"
          description={held ? 'The staff e-mail and webhook the bot trap held back will be sent now.' : 'The lead goes back to New.'}
          confirmLabel={held ? 'Not spam: send deliveries' : 'Not spam'}
          onConfirm={() => setStatus('new')}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="secondary">
              Mark as spam
            </Button>
          }
          title="Mark as spam?"
          description="The lead moves to the spam status. Deliveries already sent are not recalled."
          confirmLabel="Mark as spam"
          onConfirm={() => setStatus('spam')}
        />
      )}
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void update.mutateAsync({ note }).then(() => notify({ title: 'Note saved' }));
        }}
      >
        <label htmlFor="lead-note" className="text-sm font-medium text-ink-700">
          Note (operators only)
        </label>
        <textarea
          id="lead-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={2000}
          rows={3}
          className={controlClass}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending || note === (lead.note ?? '')}>
          Save note
        </Button>
      </form>
    </section>
  );
}
