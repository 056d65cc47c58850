import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Shared look of text inputs, selects and text areas in the lead forms. */
export const controlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs placeholder:text-ink-500 ' +
  'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200 disabled:bg-slate-100 ' +
  'aria-[invalid=true]:border-danger-600';

/** Props that tie a control to its label and its error message (read out by screen readers). */
export function controlProps(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  optionalLabel?: string;
  className?: string;
  children: ReactNode;
}

/** A label, its control, and the field's error underneath. */
export function Field({ id, label, error, optional, optionalLabel = '(optional)', className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        {label}
        {optional && <span className="ml-1 font-normal text-ink-500">{optionalLabel}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab order, no autofill),
 * so only bots fill it. Not `display:none`, which some bots skip.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/** Today in the visitor's own calendar as yyyy-MM-dd (the date pickers' minimum). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
