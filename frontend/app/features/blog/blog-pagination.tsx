import { ChevronLeft, ChevronRight } from 'lucide-react';
import { blogCopy } from '~/content/blog';
import { cn } from '~/lib/cn';
import { paginationWindow } from './post-rules';

const base = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-40';

/** Previous, at most five numbers (spec window) and Next; the ends disable their arrow. */
export function BlogPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={blogCopy.paginationLabel} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={cn(base, 'text-ink-700 hover:bg-slate-100')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        {blogCopy.previous}
      </button>
      {paginationWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`${blogCopy.pageLabel} ${n}`}
          aria-current={n === page ? 'page' : undefined}
          className={cn(base, n === page ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-slate-100')}
          onClick={() => n !== page && onChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={cn(base, 'text-ink-700 hover:bg-slate-100')} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {blogCopy.next}
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
