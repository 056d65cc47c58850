import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EnrolmentLinkResponse,
  type OperatorAddRequest,
  operatorAddRequestSchema,
  type OperatorListResponse,
  type OperatorSummary,
  operatorRoles,
  operatorStatuses,
} from '@prairieflow/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Field, controlClass, controlProps } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/forbidden';
import { PlainHeader, SortableHeader, tableClass, theadClass } from '../../components/sortable-header';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSorted } from '../../lib/use-sorted';
import { sessionQuery } from '../session/session.queries';

type Key = 'email' | 'role' | 'status' | 'last';

/** Admins add operators (a one-time link to hand over), disable them, or reset them. */
export function OperatorsPage() {
  const client = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['operators'], queryFn: () => api<OperatorListResponse>('operators') });
  // No disable or reset of one's own account here (the server refuses it too).
  const me = useQuery(sessionQuery).data?.operator.id;
  const [link, setLink] = useState<EnrolmentLinkResponse | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['operators'] });
  const add = useMutation({
    mutationFn: (body: OperatorAddRequest) => api<EnrolmentLinkResponse>('operators', { method: 'POST', body }),
    onSuccess: (l) => (setLink(l), refresh()),
  });
  const act = (id: string, action: 'disable' | 'reset') =>
    api<EnrolmentLinkResponse | OperatorSummary>(`operators/${id}/${action}`, { method: 'POST' })
      .then((r) => ('enrolmentUrl' in r ? setLink(r) : undefined))
      .then(refresh);
  const { register, handleSubmit, formState } = useForm<OperatorAddRequest>({
    resolver: zodResolver(operatorAddRequestSchema),
    defaultValues: { role: 'editor' },
  });
  const value = useCallback((o: OperatorSummary, key: Key) => (key === 'last' ? o.lastSignInAt : key === 'email' ? o.email : o[key]), []);
  const [shown, setShown] = useState({ q: '', role: '', status: '' });
  const filtered = useMemo(
    () =>
      (data?.items ?? []).filter(
        (o) =>
          o.email.includes(shown.q.trim().toLowerCase()) &&
          (!shown.role || o.role === shown.role) &&
          (!shown.status || o.status === shown.status),
      ),
    [data, shown],
  );
  const { sorted, sort, toggle } = useSorted<OperatorSummary, Key>(filtered, { key: 'email', dir: 'asc' }, value);
  if (error) return <LoadError error={error} />;
  const header = (key: Key, label: string) => (
    <SortableHeader label={label} active={sort.key === key} dir={sort.dir} onSort={() => toggle(key)} />
  );

  return (
    <section aria-labelledby="operators-title" className="grid gap-4">
      <h1 id="operators-title" className="text-xl font-semibold">
        Operators
      </h1>
      <form onSubmit={handleSubmit((body) => add.mutate(body))} noValidate className="flex flex-wrap items-end gap-3">
        <Field id="operator-email" label="E-mail" error={formState.errors.email?.message ?? add.error?.message} className="w-72">
          <input
            type="email"
            className={controlClass}
            {...controlProps('operator-email', formState.errors.email?.message)}
            {...register('email')}
          />
        </Field>
        <label className="grid gap-1.5 text-sm font-medium text-ink-700">
          Role
          <select className={controlClass} {...register('role')}>
            <option value="editor">editor</option>
            <option value="admin">admin</option>
          </select>
        </label>
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add operator
        </Button>
      </form>
      {link && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          One-time link for {link.operator.email} (valid until {formatDateTime(link.expiresAt)}):{' '}
          <code className="break-all">{link.enrolmentUrl}</code>
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter operators">
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Filter by e-mail
          <input
            type="search"
            value={shown.q}
            onChange={(e) => setShown({ ...shown, q: e.target.value })}
            className={cn(controlClass, 'w-64 py-1.5')}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Role
          <select value={shown.role} onChange={(e) => setShown({ ...shown, role: e.target.value })} className={cn(controlClass, 'py-1.5')}>
            <option value="">All roles</option>
            {operatorRoles.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Status
          <select
            value={shown.status}
            onChange={(e) => setShown({ ...shown, status: e.target.value })}
            className={cn(controlClass, 'py-1.5')}
          >
            <option value="">All statuses</option>
            {operatorStatuses.map((st) => (
              <option key={st}>{st}</option>
            ))}
          </select>
        </label>
        <p className="pb-1.5 text-sm text-ink-700" aria-live="polite">
          {sorted.length} of {data?.items.length ?? 0} operators
        </p>
      </div>
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className={tableClass}>
          <caption className="sr-only">Operators</caption>
          <thead className={theadClass}>
            <tr>
              {header('email', 'E-mail')}
              {header('role', 'Role')}
              {header('status', 'Status')}
              {header('last', 'Last sign-in')}
              <PlainHeader label="Actions" hidden />
            </tr>
          </thead>
          <tbody>
            {sorted.map((o) => (
              <tr key={o.id}>
                <td>{o.email}</td>
                <td>{o.role}</td>
                <td>{o.status}</td>
                <td>{formatDateTime(o.lastSignInAt)}</td>
                <td>
                  {o.id !== me && (
                    <div className="flex gap-2">
                      {o.status !== 'disabled' && (
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" variant="secondary" aria-label={`Disable ${o.email}`}>
                              Disable
                            </Button>
                          }
                          title={`Disable ${o.email}?`}
                          description="They are signed out everywhere at once and cannot sign in until reset."
                          confirmLabel="Disable"
                          destructive
                          onConfirm={() => act(o.id, 'disable')}
                        />
                      )}
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="secondary" aria-label={`Reset ${o.email}`}>
                            Reset
                          </Button>
                        }
                        title={`Reset ${o.email}?`}
                        description="Their password, authenticator and recovery codes stop working and they are signed out; you get a new one-time link for them."
                        confirmLabel="Reset"
                        destructive
                        onConfirm={() => act(o.id, 'reset')}
                      />
                    </div>
                  )}
                </td>
              </tr>
            ))}
            {sorted.length === 0 && (
              <tr>
                <td colSpan={5} className="py-6 text-center text-ink-700">
                  No operator matches these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
