import { zodResolver } from '@hookform/resolvers/zod';
import { type PrivacyEraseResponse, type PrivacyReport, type PrivacyRequest, privacyRequestSchema } from '@prairieflow/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Field, controlClass, controlProps } from '~/components/ui/form-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { copy } from '../../content';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';

const sections: { key: keyof PrivacyReport; label: string }[] = [
  { key: 'contacts', label: 'Contact messages' },
  { key: 'demoRequests', label: 'Demo requests' },
  { key: 'chatLeads', label: 'Chat leads' },
  { key: 'chatInteractions', label: 'Chat messages' },
  { key: 'visitors', label: 'Visitor records' },
  { key: 'pageViews', label: 'Page views' },
  { key: 'deliveries', label: 'Deliveries (e-mails, webhooks)' },
];

/** Access and erasure requests: find by address, download as JSON, erase (confirmed twice). */
export function PrivacyPage() {
  const [report, setReport] = useState<PrivacyReport | null>(null);
  const [confirmEmail, setConfirmEmail] = useState('');
  const { register, handleSubmit, formState } = useForm<PrivacyRequest>({ resolver: zodResolver(privacyRequestSchema) });
  const search = useMutation({
    mutationFn: (body: PrivacyRequest) => api<PrivacyReport>('privacy/search', { method: 'POST', body }),
    onSuccess: setReport,
  });

  const download = async () => {
    const exported = await api<PrivacyReport>('privacy/export', { method: 'POST', body: { email: report!.email } });
    const url = URL.createObjectURL(new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `privacy-export-${exported.generatedAt.slice(0, 10)}.json`,
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  const erase = async () => {
    const result = await api<PrivacyEraseResponse>('privacy/erase', { method: 'POST', body: { email: report!.email, confirmEmail } });
    notify({
      title: 'Erased',
      description: result.suppressed
        ? 'Kept only the unsubscribed address so it is never mailed again.'
        : 'Nothing of this address is left.',
    });
    setConfirmEmail('');
    search.mutate({ email: report!.email });
  };
  const total = report ? sections.reduce((n, s) => n + (report[s.key] as unknown[]).length, 0) + (report.subscription ? 1 : 0) : 0;

  return (
    <section aria-labelledby="privacy-title" className="grid gap-4">
      <h1 id="privacy-title" className="text-xl font-semibold">
        Privacy requests
      </h1>
      <form onSubmit={handleSubmit((body) => search.mutate(body))} noValidate className="flex flex-wrap items-end gap-3">
        <Field id="privacy-email" label="The person's e-mail address" error={formState.errors.email?.message} className="w-80">
          <input
            type="email"
            className={controlClass}
            {...controlProps('privacy-email', formState.errors.email?.message)}
            {...register('email')}
          />
        </Field>
        <Button type="submit" size="sm" disabled={search.isPending}>
          Find
        </Button>
      </form>
      {report && (
        <div className="grid gap-4 rounded-card border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">
            Stored about {report.email}: {total === 0 ? 'nothing' : `${total} records`}
          </h2>
          <ul className="grid gap-1 text-sm">
            <li>
              Subscription:{' '}
              {report.subscription
                ? `${String(report.subscription.status)} (consent text ${String(report.subscription.consent_text_version)})`
                : 'none'}
            </li>
            {sections.map((s) => (
              <li key={s.key}>
                {s.label}: {(report[s.key] as unknown[]).length}
              </li>
            ))}
            <li>Linked visitor ids: {report.visitorIds.join(', ') || 'none'}</li>
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => void download()}>
              Download JSON
            </Button>
            <ConfirmDialog
              trigger={
                <Button
                  size="sm"
                  className="bg-danger-700 hover:bg-danger-600"
                  disabled={total === 0 || (report.subscription?.status === 'unsubscribed' && total === 1)}
                >
                  Erase…
                </Button>
              }
              title={`Erase everything about ${report.email}?`}
              description={copy.eraseWarning}
              confirmLabel="Erase for good"
              destructive
              ready={confirmEmail.trim().toLowerCase() === report.email}
              onConfirm={erase}
            >
              <label className="grid gap-1 text-sm font-medium text-ink-700">
                Type the address again to confirm
                <input type="email" value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} className={controlClass} />
              </label>
            </ConfirmDialog>
          </div>
        </div>
      )}
    </section>
  );
}
