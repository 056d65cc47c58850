import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '~/components/ui/link';
import { cn } from '~/lib/cn';
import { useBlogCopy } from './blog-copy';
import { paginationWindow } from './post-rules';

const base =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors aria-disabled:pointer-events-none aria-disabled:opacity-40 disabled:pointer-events-none disabled:opacity-40';

/** Where page `n` of the blog list is (server-rendered pages are real URLs, crawlable and shareable). */
export const blogPageHref = (n: number) => (n === 1 ? '/blog' : `/blog?page=${n}`);

interface BlogPaginationProps {
  page: number;
  totalPages: number;
  /** In the browser-side list (fallback page), a page change is a state change, not a link. */
  onChange?: (page: number) => void;
}

/** Previous, at most five numbers (spec window) and Next; the ends disable their arrow. */
export function BlogPagination({ page, totalPages, onChange }: BlogPaginationProps) {
  const { blogCopy } = useBlogCopy();
  if (totalPages <= 1) return null;
  const control = (target: number, children: ReactNode, props: { disabled?: boolean; current?: boolean; label?: string; rel?: string }) => {
    const className = cn(base, props.current ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-slate-100');
    const common = { className, 'aria-label': props.label, 'aria-current': props.current ? ('page' as const) : undefined };
    if (onChange) {
      return (
        <button type="button" {...common} disabled={props.disabled} onClick={() => !props.current && onChange(target)}>
          {children}
        </button>
      );
    }
    if (props.disabled) {
      return (
        <span {...common} aria-disabled="true">
          {children}
        </span>
      );
    }
    return (
      <Link to={blogPageHref(target)} rel={props.rel} {...common}>
        {children}
      </Link>
    );
  };
  return (
    <nav aria-label={blogCopy.paginationLabel} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {control(
        page - 1,
        <>
          <ChevronLeft aria-hidden className="size-4" />
          {blogCopy.previous}
        </>,
        { disabled: page <= 1, rel: 'prev' },
      )}
      {paginationWindow(page, totalPages).map((n) => (
        <span key={n} className="contents">
          {control(n, n, { current: n === page, label: `${blogCopy.pageLabel} ${n}` })}
        </span>
      ))}
      {control(
        page + 1,
        <>
          {blogCopy.next}
          <ChevronRight aria-hidden className="size-4" />
        </>,
        { disabled: page >= totalPages, rel: 'next' },
      )}
    </nav>
  );
}
