import { zodResolver } from '@hookform/resolvers/zod';
import { type SessionResponse, type SignInRequest, signInRequestSchema } from '@prairieflow/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field, controlClass, controlProps } from '~/components/ui/form-field';
import { copy } from '../../content';
import { api, ApiError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { sessionQuery } from '../session/session.queries';

/** Password and second factor on one form, so a wrong code says nothing about the password. */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<SignInRequest>({ resolver: zodResolver(signInRequestSchema) });
  const notice = params.has('expired') ? copy.expired : params.has('signedOut') ? copy.signedOut : null;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const session = await api<SessionResponse>('session', { method: 'POST', body });
      queryClient.setQueryData(sessionQuery.queryKey, session);
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Could not reach the server. Try again.');
      setValue('code', '');
    }
  });
  const errors = formState.errors;

  return (
    <main className="grid min-h-screen place-items-center bg-surface px-4 py-10">
      <div className="w-full max-w-sm rounded-card bg-white p-6 shadow-card">
        <p className="text-sm font-semibold text-brand-700">{copy.product}</p>
        <h1 className="mb-1 text-xl font-semibold">{copy.signInTitle}</h1>
        <p className="mb-4 text-sm text-ink-700">{copy.signInHelp}</p>
        {notice && (
          <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            {notice}
          </p>
        )}
        {failure && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-danger-700">
            {failure}
          </p>
        )}
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id="email" label="E-mail" error={errors.email?.message}>
            <input
              type="email"
              autoComplete="username"
              className={controlClass}
              {...controlProps('email', errors.email?.message)}
              {...register('email')}
            />
          </Field>
          <Field id="password" label="Password" error={errors.password?.message}>
            <input
              type="password"
              autoComplete="current-password"
              className={controlClass}
              {...controlProps('password', errors.password?.message)}
              {...register('password')}
            />
          </Field>
          <Field id="code" label="Authentication code" error={errors.code?.message}>
            <input
              inputMode="text"
              autoComplete="one-time-code"
              className={controlClass}
              {...controlProps('code', errors.code?.message)}
              {...register('code')}
            />
          </Field>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
