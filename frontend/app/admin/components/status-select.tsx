import { type LeadStatus, leadStatuses } from '@prairieflow/contracts/admin';
import { statusLabels } from '../content';

interface Props {
  value: LeadStatus | '';
  onChange: (status: LeadStatus | '') => void;
  className: string;
  /** The inbox filter offers "all"; a lead always has one status. */
  anyLabel?: string;
  disabled?: boolean;
}

/** A labelled select of lead statuses, in words. */
export function StatusSelect({ value, onChange, className, anyLabel, disabled }: Props) {
  return (
    <label className="grid gap-1 text-sm font-medium text-ink-700">
      Status
      <select value={value} onChange={(e) => onChange(e.target.value as LeadStatus | '')} disabled={disabled} className={className}>
        {anyLabel && <option value="">{anyLabel}</option>}
        {leadStatuses.map((s) => (
          <option key={s} value={s}>
            {statusLabels[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
