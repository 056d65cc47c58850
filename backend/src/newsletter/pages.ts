import type { Language } from '@prairieflow/contracts';
import { escapeHtml } from '../mail/html';
import type { ConfirmResult } from './newsletter.service';

export interface PageInput {
  title: string;
  message: string;
  /** An optional confirm button posting back to us (the unsubscribe page). */
  form?: { action: string; button: string };
  homeUrl: string;
  lang: Language;
  backLabel: string;
}

interface PageText {
  title: string;
  message: string;
}

/** The words of every newsletter page in one language; pages.fr.ts is the French twin. */
export interface NewsletterPageTexts {
  lang: Language;
  backLabel: string;
  confirm: Record<ConfirmResult, PageText>;
  unsubscribe: {
    incomplete: PageText;
    ask: PageText & { button: string };
    unknown: PageText;
    done: PageText;
  };
}

export const newsletterPageTexts: NewsletterPageTexts = {
  lang: 'en',
  backLabel: 'Back to the website',
  confirm: {
    confirmed: { title: 'Subscription confirmed', message: 'Thank you! You will now receive our newsletter on AI trends.' },
    already_confirmed: { title: 'Already confirmed', message: 'Your subscription was already confirmed. Nothing else to do.' },
    expired: {
      title: 'This link has expired',
      message: 'Confirmation links work for 48 hours. Subscribe again on our website to get a new one.',
    },
    invalid: {
      title: 'This link is not valid',
      message: 'The confirmation link is incomplete or no longer valid. Subscribe again on our website to get a new one.',
    },
  },
  unsubscribe: {
    incomplete: { title: 'This link is not valid', message: 'The unsubscribe link is incomplete. Use the link from your latest e-mail.' },
    ask: {
      title: 'Unsubscribe from our newsletter?',
      message: 'You will not receive any more newsletter e-mails from us.',
      button: 'Unsubscribe',
    },
    unknown: { title: 'This link is not valid', message: 'The unsubscribe link is incomplete or unknown.' },
    done: {
      title: 'You are unsubscribed',
      message: 'You will not receive any more newsletter e-mails from us. Changed your mind? Subscribe again on our website.',
    },
  },
};

/** Headers of every page below: no scripts, no outside resources, forms only back to us. */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/**
 * A small standalone page for the newsletter links opened from an e-mail. Every value is escaped
 * (only our own texts and a token that passed validation ever reach it).
 */
export function renderPage({ title, message, form, homeUrl, lang, backLabel }: PageInput): string {
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Prairieflow AI</title>
<style>
  body { margin: 0; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 32rem; margin: 12vh auto; padding: 2rem; background: #fff; border-radius: 1rem; box-shadow: 0 8px 24px -12px rgb(15 23 42 / .18); }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  p { color: #334155; line-height: 1.6; }
  button, a.home { display: inline-block; margin-top: 1rem; padding: .7rem 1.4rem; border-radius: 999px; font: inherit; font-weight: 600; text-decoration: none; }
  button { background: #2450e0; color: #fff; border: 0; cursor: pointer; }
  a.home { color: #1d3fb8; border: 1px solid #bfd3fe; }
  :focus-visible { outline: 2px solid #2450e0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${formHtml}
<p><a class="home" href="${escapeHtml(homeUrl)}">${escapeHtml(backLabel)}</a></p>
</main>
</body>
</html>`;
}
