import { preferredTimes } from '@prairieflow/contracts';
import { useLang } from '~/i18n/lang-context';
import { formLabels } from '~/lib/validation-messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, controlProps, Field, localToday } from './form-field';

type MeetingField = 'preferred_date' | 'preferred_time';

interface MeetingFieldsProps {
  /** Prefix of the inputs' ids (`contact`, `demo`). */
  idPrefix: string;
  register: (name: MeetingField) => UseFormRegisterReturn & { defaultValue?: string };
  error: (name: MeetingField) => string | undefined;
  labels: { date: string; time: string; timePlaceholder: string };
}

/**
 * The preferred date and time a meeting request carries (contact form and demo dialog): a date
 * picker that refuses days before today and the spec's three time slots.
 */
export function MeetingFields({ idPrefix, register, error, labels }: MeetingFieldsProps) {
  const { times } = formLabels(useLang());
  const dateId = `${idPrefix}-date`;
  const timeId = `${idPrefix}-time`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={dateId} label={labels.date} error={error('preferred_date')}>
        <input
          {...controlProps(dateId, error('preferred_date'))}
          {...register('preferred_date')}
          type="date"
          min={localToday()}
          className={controlClass}
        />
      </Field>
      <Field id={timeId} label={labels.time} error={error('preferred_time')}>
        <select {...controlProps(timeId, error('preferred_time'))} {...register('preferred_time')} className={controlClass}>
          <option value="">{labels.timePlaceholder}</option>
          {preferredTimes.map((value) => (
            <option key={value} value={value}>
              {times[value]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
