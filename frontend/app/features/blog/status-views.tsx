import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

/** Loading, error and empty panels shared by the blog list and the article. */
export function LoadingPanel({ label, compact }: { label: string; compact?: boolean }) {
  return (
    <div
      role="status"
      className={
        compact
          ? 'mb-6 flex items-center justify-center gap-3 text-ink-600'
          : 'flex flex-col items-center justify-center gap-4 py-20 text-ink-600'
      }
    >
      <span
        aria-hidden
        className={`${compact ? 'size-6' : 'size-10'} animate-spin rounded-full border-4 border-brand-100 border-t-brand-600`}
      />
      <span>{label}</span>
    </div>
  );
}

export function ErrorPanel({ heading, message, children }: { heading?: string; message: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center">
      {heading && <h2 className="text-2xl font-bold text-ink-900">{heading}</h2>}
      <p className={heading ? 'mt-3 text-danger-700' : 'font-medium text-danger-700'}>{message}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </div>
  );
}

export function RetryButton({ label, onRetry, busy }: { label: string; onRetry: () => void; busy?: boolean }) {
  return (
    <Button onClick={onRetry} disabled={busy}>
      {label}
    </Button>
  );
}

export function EmptyPanel({ message }: { message: string }) {
  return <p className="rounded-card border border-dashed border-slate-300 px-6 py-16 text-center text-ink-600">{message}</p>;
}
