import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { byLang, useLang } from '~/i18n/lang-context';
import { toast } from '~/lib/toast';
import { localizeMessage } from '~/lib/validation-messages';
import { messages } from '@prairieflow/contracts';
import * as en from './newsletter.copy';
import * as fr from './newsletter.copy.fr';
import { subscribeToNewsletter } from './newsletter.queries';

/**
 * The home page's newsletter box: idle → submitting (input and button disabled) → idle. An
 * island: the server renders it; an address typed or a Subscribe pressed before its code
 * arrived is kept and acted on (islands/boot.ts).
 */
export function NewsletterBox() {
  const lang = useLang();
  const copy = byLang({ en, fr }, lang).newsletterCopy;
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast({ ...copy.toasts.empty, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await subscribeToNewsletter(value);
      toast(copy.toasts.success);
      setEmail('');
    } catch {
      toast({ ...copy.toasts.failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const good = 'border-accent-300 bg-accent-50';
  const bad = 'border-red-300 bg-red-50';
  const noScriptOutcomes = [
    { id: 'subscribed', ...copy.toasts.success, tone: good },
    { id: 'empty', ...copy.toasts.empty, tone: bad },
    { id: 'invalid', title: copy.toasts.empty.title, description: localizeMessage(messages.email, lang), tone: bad },
  ];

  return (
    <div className="rounded-3xl bg-white p-6 text-center shadow-card sm:p-10">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Mail aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{copy.heading}</h2>
      <p className="mx-auto mt-3 max-w-xl text-ink-600">{copy.text}</p>
      {/*
        method=post: without script the address must never end up in a URL (GET query). The
        backend answers such a post with a redirect to one of the messages below; CSS shows the
        one the address targets (#newsletter-subscribed…), so even that needs no script.
      */}
      {noScriptOutcomes.map(({ id, title, description, tone }) => (
        <p
          key={id}
          id={`newsletter-${id}`}
          role="status"
          className={`mx-auto mt-6 hidden max-w-lg scroll-mt-32 rounded-xl border px-4 py-3 text-sm text-ink-900 target:block ${tone}`}
        >
          <strong className="block">{title}</strong>
          {description}
        </p>
      ))}
      <form
        method="post"
        action={lang === 'fr' ? '/fr/newsletter' : '/newsletter'}
        onSubmit={onSubmit}
        className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
        aria-label={copy.formLabel}
      >
        <label htmlFor="newsletter-email" className="sr-only">
          {copy.label}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={copy.placeholder}
          disabled={busy}
          className="h-12 w-full min-w-0 rounded-full border border-slate-300 bg-white px-5 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-200 disabled:bg-slate-100 sm:flex-1"
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? copy.buttons.busy : copy.buttons.idle}
        </Button>
      </form>
      <p className="mx-auto mt-4 max-w-lg text-xs text-ink-500">
        {copy.consent} {copy.privacyLead}{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
          {copy.privacyLink}
        </Link>
        .
      </p>
    </div>
  );
}
