import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactForm as ContactValues, type ContactFormInput, contactFormSchema, industries } from '@prairieflow/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { controlClass, controlProps, Field, HoneypotField } from '~/components/ui/form-field';
import { MeetingFields } from '~/components/ui/meeting-fields';
import { toast } from '~/lib/toast';
import { useBotTrap } from '~/lib/use-bot-trap';
import { byLang, useLang } from '~/i18n/lang-context';
import { formLabels, localizeMessage } from '~/lib/validation-messages';
import * as en from './contact-form.copy';
import * as fr from './contact-form.copy.fr';
import { sendContactMessage } from './contact.queries';

const emptyForm = {
  name: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  message: '',
  schedule_meeting: false,
  preferred_date: '',
  preferred_time: '',
} as unknown as ContactFormInput;

/** What the server answered a form posted without script (backend/src/pages/no-script-forms). */
export interface ContactFormSubmitted {
  values?: Partial<Record<string, string>>;
  /** Field → the contracts' (English) message; shown in the page's language. */
  errors?: Partial<Record<string, string>>;
  sent?: 'contact' | 'meeting';
}

/**
 * The contact form beside the contact information (spec sections 4, 5, 7, 8). An island: what
 * the visitor types before its code arrives stays, and a Send pressed early is made again once
 * it has (islands/boot.ts). Without script it posts to the server, which stores the message or
 * renders the page again with `submitted` (errors under their fields, what was typed kept).
 */
export function ContactForm({ submitted }: { submitted?: ContactFormSubmitted }) {
  const lang = useLang();
  const copy = byLang({ en, fr }, lang).contactFormCopy;
  const { industries: industryLabels } = formLabels(lang);
  const { honeypotRef, trapFields, resetTrap } = useBotTrap('with-page');
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactValues>({
    resolver: zodResolver(contactFormSchema),
    // Only the checkbox: text fields take what is in the page, so nothing typed before the
    // island hydrated is overwritten (reset() still empties them after a send).
    defaultValues: { schedule_meeting: false },
    // Hidden meeting fields drop their values, so a date typed then hidden cannot block sending.
    shouldUnregister: true,
  });
  // useWatch, not watch(): the React Compiler cannot memoize a component that calls watch().
  const meeting = useWatch({ control, name: 'schedule_meeting' });

  const onSubmit = async (values: ContactValues) => {
    try {
      await sendContactMessage(values, trapFields());
      toast(values.schedule_meeting ? copy.toasts.meeting : copy.toasts.sent);
      reset(emptyForm);
      resetTrap();
    } catch {
      toast({ ...copy.toasts.failed, variant: 'destructive' });
    }
  };

  const error = (name: keyof ContactFormInput) => localizeMessage(errors[name]?.message ?? submitted?.errors?.[name], lang);
  const typed = (name: keyof ContactFormInput) => ({ defaultValue: submitted?.values?.[name] });
  const meetingFields = (
    <MeetingFields
      idPrefix="contact"
      register={(name) => ({ ...register(name), ...typed(name) })}
      error={error}
      labels={{ date: copy.labels.date, time: copy.labels.time, timePlaceholder: copy.placeholders.time }}
    />
  );
  const sentToast = submitted?.sent && copy.toasts[submitted.sent === 'meeting' ? 'meeting' : 'sent'];
  return (
    <form
      id="contact-form"
      method="post"
      action={lang === 'fr' ? '/fr/contact' : '/contact'}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="relative grid scroll-mt-24 gap-5"
      aria-label={copy.formLabel}
    >
      {sentToast && (
        <p role="status" className="rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink-900">
          <strong className="block">{sentToast.title}</strong>
          {sentToast.description}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={copy.labels.name} error={error('name')}>
          <input
            {...controlProps('contact-name', error('name'))}
            {...register('name')}
            {...typed('name')}
            autoComplete="name"
            placeholder={copy.placeholders.name}
            className={controlClass}
          />
        </Field>
        <Field id="contact-email" label={copy.labels.email} error={error('email')}>
          <input
            {...controlProps('contact-email', error('email'))}
            {...register('email')}
            {...typed('email')}
            type="email"
            autoComplete="email"
            placeholder={copy.placeholders.email}
            className={controlClass}
          />
        </Field>
        <Field id="contact-phone" label={copy.labels.phone} error={error('phone')} optional optionalLabel={copy.optional}>
          <input
            {...controlProps('contact-phone', error('phone'))}
            {...register('phone')}
            {...typed('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={copy.placeholders.phone}
            className={controlClass}
          />
        </Field>
        <Field id="contact-company" label={copy.labels.company} error={error('company')} optional optionalLabel={copy.optional}>
          <input
            {...controlProps('contact-company', error('company'))}
            {...register('company')}
            {...typed('company')}
            autoComplete="organization"
            placeholder={copy.placeholders.company}
            className={controlClass}
          />
        </Field>
      </div>
      <Field id="contact-industry" label={copy.labels.industry} error={error('industry')}>
        <select
          {...controlProps('contact-industry', error('industry'))}
          {...register('industry')}
          {...typed('industry')}
          className={controlClass}
        >
          <option value="">{copy.placeholders.industry}</option>
          {industries.map((value) => (
            <option key={value} value={value}>
              {industryLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="contact-message" label={copy.labels.message} error={error('message')}>
        <textarea
          {...controlProps('contact-message', error('message'))}
          {...register('message')}
          {...typed('message')}
          rows={5}
          placeholder={copy.placeholders.message}
          className={controlClass}
        />
      </Field>
      <label className="flex items-center gap-3 text-sm font-medium text-ink-700">
        <input type="checkbox" {...register('schedule_meeting')} className="size-4 rounded border-slate-300 accent-brand-600" />
        {copy.labels.scheduleMeeting}
      </label>
      {/* With script the date and time show while a meeting is asked for; without, always. */}
      {meeting ? meetingFields : <noscript>{meetingFields}</noscript>}
      <HoneypotField name="website" ref={honeypotRef} defaultValue="" />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? copy.buttons.busy : meeting ? copy.buttons.meeting : copy.buttons.send}
      </Button>
    </form>
  );
}
