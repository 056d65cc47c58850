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

/**
 * The double opt-in mail. It carries RFC 2369/8058 headers so mail clients offer a one-click
 * unsubscribe (a POST to the unsubscribe URL) even before the address is confirmed.
 */
export function buildNewsletterConfirmation(input: ConfirmationInput): SendMailOptions {
  const text = [
    'Please confirm your subscription to the Prairieflow AI newsletter.',
    '',
    `Confirm: ${input.confirmUrl}`,
    '',
    `The link works for ${input.expiresHours} hours. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
    '',
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">Confirm your subscription</h1>
<p>Please confirm that you want to receive the Prairieflow AI newsletter: occasional articles on AI trends and automation.</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#2450e0;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:600">Confirm subscription</a></p>
<p style="color:#475569;font-size:14px">The link works for ${input.expiresHours} hours. If you did not ask for this, ignore this e-mail: you will not be subscribed.</p>
<p style="color:#475569;font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to: input.email,
    subject: 'Please confirm your newsletter subscription',
    messageId: `<${input.messageId}@prairieflow.newsletter>`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
