import type { Language } from '@prairieflow/contracts';
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml } from './html';

export interface ConfirmationInput {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  unsubscribeMailto: string;
  expiresHours: number;
  messageId: string;
}

/** The confirmation mail's words in one language; newsletter-confirmation.fr.ts is the French twin. */
export interface ConfirmationTexts {
  lang: Language;
  subject: string;
  heading: string;
  /** The HTML part's first paragraph. */
  intro: string;
  /** The plain-text part's first line. */
  textIntro: string;
  button: string;
  confirmLine: (url: string) => string;
  expiry: (hours: number) => string;
  unsubscribe: string;
  unsubscribeLine: (url: string) => string;
}

export const confirmationTexts: ConfirmationTexts = {
  lang: 'en',
  subject: 'Please confirm your newsletter subscription',
  heading: 'Confirm your subscription',
  intro: 'Please confirm that you want to receive the Prairieflow AI newsletter: occasional articles on AI trends and automation.',
  textIntro: 'Please confirm your subscription to the Prairieflow AI newsletter.',
  button: 'Confirm subscription',
  confirmLine: (url) => `Confirm: ${url}`,
  expiry: (hours) => `The link works for ${hours} hours. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
  unsubscribe: 'Unsubscribe',
  unsubscribeLine: (url) => `Unsubscribe: ${url}`,
};

/**
 * The double opt-in mail, in the subscriber's language. It carries RFC 2369/8058 headers so mail
 * clients offer a one-click unsubscribe (a POST to the unsubscribe URL) even before the address
 * is confirmed.
 */
export function buildNewsletterConfirmation(input: ConfirmationInput, t: ConfirmationTexts = confirmationTexts): SendMailOptions {
  const expiry = t.expiry(input.expiresHours);
  const text = [t.textIntro, '', t.confirmLine(input.confirmUrl), '', expiry, '', t.unsubscribeLine(input.unsubscribeUrl)].join('\n');
  const html = `<!doctype html><html lang="${t.lang}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#2450e0;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(t.button)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(expiry)}</p>
<p style="color:#475569;font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>
</body></html>`;
  return {
    to: input.email,
    subject: t.subject,
    messageId: `<${input.messageId}@prairieflow.newsletter>`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
