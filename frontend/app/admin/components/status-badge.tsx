import type { LeadStatus } from '@prairieflow/contracts/admin';
import { cn } from '~/lib/cn';
import { statusLabels } from '../content';

const tones: Record<LeadStatus, string> = {
  new: 'bg-brand-50 text-brand-800 border-brand-200',
  in_progress: 'bg-amber-50 text-amber-900 border-amber-200',
  done: 'bg-accent-50 text-accent-700 border-accent-100',
  spam: 'bg-slate-100 text-ink-700 border-slate-300',
};

/** Status as a word, not only a colour. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium', tones[status])}>{statusLabels[status]}</span>
  );
}
