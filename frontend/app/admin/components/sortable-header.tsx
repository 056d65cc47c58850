import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDir } from '../lib/use-sorted';

interface Props {
  label: string;
  active: boolean;
  dir: SortDir;
  onSort: () => void;
}

/** A column header that sorts: a real button, and aria-sort on the header cell. */
export function SortableHeader({ label, active, dir, onSort }: Props) {
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-left font-semibold"
    >
      <button type="button" onClick={onSort} className="inline-flex items-center gap-1 rounded hover:text-brand-700">
        {label}
        <Icon aria-hidden className="size-3.5" />
        <span className="sr-only">{active ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
      </button>
    </th>
  );
}

/** A header cell that does not sort (free text, actions); `hidden` keeps it for screen readers only. */
export function PlainHeader({ label, hidden }: { label: string; hidden?: boolean }) {
  return (
    <th scope="col" className="px-3 py-2 text-left font-semibold">
      {hidden ? <span className="sr-only">{label}</span> : label}
    </th>
  );
}

export const tableClass = 'w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top';
export const theadClass = 'bg-slate-50 text-ink-700';
