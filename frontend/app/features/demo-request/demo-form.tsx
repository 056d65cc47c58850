import { zodResolver } from '@hookform/resolvers/zod';
import { companySizes, type DemoForm as DemoValues, type DemoFormInput, demoFormSchema, industries } from '@prairieflow/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { controlClass, controlProps, Field, HoneypotField } from '~/components/ui/form-field';
import { MeetingFields } from '~/components/ui/meeting-fields';
import { toast } from '~/lib/toast';
import { useBotTrap } from '~/lib/use-bot-trap';
import { byLang, useLang } from '~/i18n/lang-context';
import { formLabels, localizeMessage } from '~/lib/validation-messages';
import * as en from './demo-form.copy';
import * as fr from './demo-form.copy.fr';
import { sendDemoRequest } from './demo-request.queries';

const emptyForm = {
  name: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  company_size: '',
  job_title: '',
  message: '',
  book_meeting: false,
  preferred_date: '',
  preferred_time: '',
} as unknown as DemoFormInput;

/** The demo dialog's form, loaded when the dialog first opens; `onDone` closes the dialog. */
export default function DemoForm({ onDone }: { onDone: () => void }) {
  const lang = useLang();
  const copy = byLang({ en, fr }, lang).demoFormCopy;
  const { industries: industryLabels } = formLabels(lang);
  const { honeypotRef, trapFields } = useBotTrap();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DemoFormInput, unknown, DemoValues>({
    resolver: zodResolver(demoFormSchema),
    defaultValues: emptyForm,
    // Hidden meeting fields drop their values, so a date typed then hidden cannot block sending.
    shouldUnregister: true,
  });
  // useWatch, not watch(): the React Compiler cannot memoize a component that calls watch().
  const meeting = useWatch({ control, name: 'book_meeting' });

  const onSubmit = async (values: DemoValues) => {
    setFailed(false);
    try {
      await sendDemoRequest(values, trapFields());
      toast(values.book_meeting ? copy.toasts.meeting : copy.toasts.requested);
      reset(emptyForm);
      onDone();
    } catch {
      toast({ ...copy.toasts.failed, variant: 'destructive' });
      setFailed(true);
    }
  };

  const error = (name: keyof DemoFormInput) => localizeMessage(errors[name]?.message, lang);
  const optional = { optional: true, optionalLabel: copy.optional };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="relative grid gap-4" aria-label={copy.formLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="demo-name" label={copy.labels.name} error={error('name')}>
          <input {...controlProps('demo-name', error('name'))} {...register('name')} autoComplete="name" className={controlClass} />
        </Field>
        <Field id="demo-email" label={copy.labels.email} error={error('email')}>
          <input
            {...controlProps('demo-email', error('email'))}
            {...register('email')}
            type="email"
            autoComplete="email"
            className={controlClass}
          />
        </Field>
        <Field id="demo-phone" label={copy.labels.phone} error={error('phone')} {...optional}>
          <input
            {...controlProps('demo-phone', error('phone'))}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            className={controlClass}
          />
        </Field>
        <Field id="demo-company" label={copy.labels.company} error={error('company')} {...optional}>
          <input
            {...controlProps('demo-company', error('company'))}
            {...register('company')}
            autoComplete="organization"
            className={controlClass}
          />
        </Field>
        <Field id="demo-industry" label={copy.labels.industry} error={error('industry')}>
          <select {...controlProps('demo-industry', error('industry'))} {...register('industry')} className={controlClass}>
            <option value="">{copy.placeholders.industry}</option>
            {industries.map((value) => (
              <option key={value} value={value}>
                {industryLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="demo-size" label={copy.labels.companySize} error={error('company_size')} {...optional}>
          <select {...controlProps('demo-size', error('company_size'))} {...register('company_size')} className={controlClass}>
            <option value="">{copy.placeholders.companySize}</option>
            {companySizes.map((value) => (
              <option key={value} value={value}>
                {copy.companySizeLabels[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="demo-job-title" label={copy.labels.jobTitle} error={error('job_title')} {...optional}>
        <input
          {...controlProps('demo-job-title', error('job_title'))}
          {...register('job_title')}
          autoComplete="organization-title"
          className={controlClass}
        />
      </Field>
      <Field id="demo-message" label={copy.labels.message} error={error('message')} {...optional}>
        <textarea {...controlProps('demo-message', error('message'))} {...register('message')} rows={3} className={controlClass} />
      </Field>
      <label className="flex items-center gap-3 text-sm font-medium text-ink-700">
        <input type="checkbox" {...register('book_meeting')} className="size-4 rounded border-slate-300 accent-brand-600" />
        {copy.labels.bookMeeting}
      </label>
      {meeting && (
        <MeetingFields
          idPrefix="demo"
          register={(name) => register(name)}
          error={error}
          labels={{ date: copy.labels.date, time: copy.labels.time, timePlaceholder: copy.placeholders.time }}
        />
      )}
      <HoneypotField name="website" ref={honeypotRef} defaultValue="" />
      {/* The open modal hides the toast area from screen readers; the dialog says it too. */}
      {failed && (
        <p role="alert" className="rounded-xl bg-danger-700/10 px-3.5 py-2.5 text-sm text-danger-700">
          {copy.toasts.failed.description}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {copy.buttons.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? copy.buttons.busy : copy.buttons.submit}
        </Button>
      </div>
    </form>
  );
}
