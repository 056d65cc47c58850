import type { SendMailOptions } from 'nodemailer';
import type { ChatLeadRecord } from '../chatbot-webhook/chat-lead-record';
import { escapeHtml, oneLine } from './html';

const titles: Record<ChatLeadRecord['kind'], string> = {
  email: 'E-mail left in the chat assistant',
  human: 'Chat visitor asked for a person',
};

/**
 * Staff notification for a chat lead. Reply-To is the visitor when they gave an address; the
 * message is escaped in the HTML part, and the Message-ID is fixed per delivery like other leads.
 */
export function buildChatLeadNotification(lead: ChatLeadRecord, messageId: string, staffEmail: string): SendMailOptions {
  const title = titles[lead.kind];
  const rows: [string, string][] = [
    ['E-mail', lead.email ?? 'not given'],
    ['Visitor', lead.visitorId],
    ['Chat session', lead.sessionId],
    ['Received', lead.created_at],
    ['Reference', lead.id],
  ];
  const text = [`${title}`, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', 'Message:', lead.message].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([k, v]) => `<tr><th align="left" style="color:#475569">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>
<h2 style="font-size:15px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
</body></html>`;
  return {
    to: staffEmail,
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: `${title}${lead.email ? `: ${oneLine(lead.email, 120)}` : ''}`,
    messageId: `<${messageId}@prairieflow.lead>`,
    text,
    html,
  };
}
