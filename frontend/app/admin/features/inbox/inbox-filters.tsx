import { type LeadStatus, leadKinds } from '@prairieflow/contracts/admin';
import type { FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { controlClass } from '~/components/ui/form-field';
import { cn } from '~/lib/cn';
import { StatusSelect } from '../../components/status-select';
import { kindLabels } from '../../content';
import type { InboxFilter } from './inbox.queries';

interface Props {
  filter: InboxFilter;
  onChange: (next: Partial<InboxFilter>) => void;
}

const compact = cn(controlClass, 'py-1.5');

/** Kind, status and dates apply at once; the search applies on Enter or the Search button. */
export function InboxFilters({ filter, onChange }: Props) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: ((new FormData(event.currentTarget).get('q') as string | null) ?? '').trim() || undefined });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <label className="grid gap-1 text-sm font-medium text-ink-700">
          Search name, e-mail or company
          <input name="q" type="search" defaultValue={filter.q ?? ''} key={filter.q ?? ''} className={cn(compact, 'w-64')} />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          Search
        </Button>
      </form>
      <label className="grid gap-1 text-sm font-medium text-ink-700">
        Kind
        <select value={filter.kind ?? ''} onChange={(e) => onChange({ kind: e.target.value || undefined })} className={compact}>
          <option value="">All kinds</option>
          {leadKinds.map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </select>
      </label>
      <StatusSelect
        value={(filter.status ?? '') as LeadStatus | ''}
        onChange={(status) => onChange({ status: status || undefined })}
        className={compact}
        anyLabel="All statuses"
      />
      <label className="grid gap-1 text-sm font-medium text-ink-700">
        From (UTC)
        <input
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          className={compact}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-ink-700">
        To (UTC)
        <input type="date" value={filter.to ?? ''} onChange={(e) => onChange({ to: e.target.value || undefined })} className={compact} />
      </label>
    </div>
  );
}
