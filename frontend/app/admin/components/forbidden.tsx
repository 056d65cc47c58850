import { ApiError } from '../lib/api';
import { copy } from '../content';

/** What a screen shows when its data could not be loaded (403 for the wrong role). */
export function LoadError({ error }: { error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="rounded-card border border-slate-200 bg-white p-6 text-sm text-ink-700">
      <h1 className="mb-1 text-lg font-semibold text-ink-900">{forbidden ? 'No access' : 'Something went wrong'}</h1>
      <p>{forbidden ? copy.forbidden : error instanceof Error ? error.message : 'Please try again.'}</p>
    </div>
  );
}
