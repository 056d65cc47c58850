import { Button } from '~/components/ui/button';

interface Props {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, total, onPage }: Props) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 py-3 text-sm text-ink-700">
      <p>
        {total.toLocaleString('en-CA')} in all · page {page} of {totalPages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
