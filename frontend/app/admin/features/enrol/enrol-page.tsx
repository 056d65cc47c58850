import { zodResolver } from '@hookform/resolvers/zod';
import { type EnrolmentFinishResponse, type EnrolmentStartResponse, enrolmentFinishRequestSchema } from '@prairieflow/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Field, controlClass, controlProps } from '~/components/ui/form-field';
import { copy } from '../../content';
import { api, ApiError } from '../../lib/api';

const formSchema = enrolmentFinishRequestSchema.omit({ token: true });
type FormValues = z.infer<typeof formSchema>;

/** The CLI's one-time link lands here (#token): scan, choose a password, prove the code, save recovery codes. */
export function EnrolPage() {
  const token = typeof location === 'undefined' ? '' : location.hash.slice(1);
  const start = useQuery({
    queryKey: ['enrolment', token],
    queryFn: () => api<EnrolmentStartResponse>('enrolment/start', { method: 'POST', body: { token } }),
    staleTime: Infinity,
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<FormValues>({ resolver: zodResolver(formSchema) });

  const submit = handleSubmit(async (values) => {
    try {
      const done = await api<EnrolmentFinishResponse>('enrolment/finish', { method: 'POST', body: { token, ...values } });
      setCodes(done.recoveryCodes);
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues[0] : undefined;
      if (issue && (issue.path === 'password' || issue.path === 'code')) setError(issue.path, { message: issue.message });
      else setError('root', { message: error instanceof Error ? error.message : 'Try again.' });
    }
  });
  const errors = formState.errors;

  return (
    <main className="grid min-h-screen place-items-center bg-surface px-4 py-10">
      <div className="grid w-full max-w-lg gap-4 rounded-card bg-white p-6 shadow-card">
        <h1 className="text-xl font-semibold">{codes ? copy.recoveryTitle : copy.enrolTitle}</h1>
        {start.isPending && <p className="text-sm">Checking your link…</p>}
        {start.isError && (
          <p role="alert" className="text-sm text-danger-700">
            {start.error.message}
          </p>
        )}
        {codes && (
          <>
            <p className="text-sm text-ink-700">{copy.recoveryHelp}</p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
              {codes.map((code) => (
                <li key={code} className="rounded bg-slate-100 px-2 py-1">
                  {code}
                </li>
              ))}
            </ul>
            <Link to="/sign-in" className="font-semibold text-brand-700 underline">
              I saved them: sign in
            </Link>
          </>
        )}
        {start.data && !codes && (
          <>
            <p className="text-sm text-ink-700">
              {copy.enrolScan} Account: <strong>{start.data.email}</strong> ({start.data.role}).
            </p>
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`}
              alt="QR code for your authenticator app"
              className="size-48 self-center"
            />
            <p className="text-sm">
              Key: <code className="break-all rounded bg-slate-100 px-1">{start.data.secret}</code>
            </p>
            <form onSubmit={submit} noValidate className="grid gap-4">
              <Field id="password" label="New password (12 characters or more)" error={errors.password?.message}>
                <input
                  type="password"
                  autoComplete="new-password"
                  className={controlClass}
                  {...controlProps('password', errors.password?.message)}
                  {...register('password')}
                />
              </Field>
              <Field id="code" label="Code from the app" error={errors.code?.message}>
                <input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className={controlClass}
                  {...controlProps('code', errors.code?.message)}
                  {...register('code')}
                />
              </Field>
              {errors.root && (
                <p role="alert" className="text-sm text-danger-700">
                  {errors.root.message}
                </p>
              )}
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Saving…' : 'Finish setup'}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
