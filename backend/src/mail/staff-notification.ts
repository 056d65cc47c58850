import { industryLabels, preferredTimeLabels } from '@prairieflow/contracts';
import type { SendMailOptions } from 'nodemailer';
import type { LeadRecord } from '../leads/lead-record';
import { escapeHtml, oneLine } from './html';
import { leadLanguageRow } from './lead-language';
import { buildMeetingInvite } from './meeting-invite';

/** The lead's facts as label/value rows, in the order staff read them. */
function rows(lead: LeadRecord): [string, string][] {
  const list: [string, string | null][] = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Company', lead.company],
    ['Industry', industryLabels[lead.industry]],
    ['Company size', lead.company_size],
    ['Job title', lead.job_title],
    ['Meeting requested', lead.book_meeting ? 'Yes' : 'No'],
    ['Preferred date', lead.preferred_date],
    ['Preferred time', lead.preferred_time ? preferredTimeLabels[lead.preferred_time] : null],
    ['Source', lead.source],
    ['UTM', [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' / ') || null],
    leadLanguageRow(lead.language) ?? ['Language', null],
    ['Received', lead.created_at],
    ['Reference', lead.id],
  ];
  return list.filter((r): r is [string, string] => r[1] !== null && r[1] !== '');
}

/**
 * The staff notification for a lead: From our domain (MAIL_FROM), To STAFF_EMAIL, Reply-To the
 * visitor so staff answer with one click. Visitor text is escaped in the HTML part: a message
 * full of markup arrives as text. The Message-ID is fixed per delivery, so a re-sent copy after
 * a crash threads with (and is de-duplicated against) the first.
 */
export function buildStaffNotification(lead: LeadRecord, messageId: string, staffEmail: string): SendMailOptions {
  const kind = lead.form_type === 'demo' ? 'Demo request' : lead.book_meeting ? 'Meeting request' : 'Contact message';
  const table = rows(lead);
  const text = [
    `${kind} from the website`,
    '',
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(kind)} from the website</h1>
<table cellpadding="6" style="border-collapse:collapse">${table
    .map(([k, v]) => `<tr><th align="left" style="color:#475569">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>
${lead.message ? `<h2 style="font-size:15px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : ''}
</body></html>`;
  const invite = buildMeetingInvite(lead, staffEmail);
  return {
    to: staffEmail,
    replyTo: { name: oneLine(lead.name, 100), address: lead.email },
    subject: `${kind}: ${oneLine(lead.name, 80)}${lead.company ? ` (${oneLine(lead.company, 80)})` : ''}`,
    messageId: `<${messageId}@prairieflow.lead>`,
    text,
    html,
    ...(invite ? { icalEvent: { filename: 'meeting-request.ics', method: 'PUBLISH', content: invite } } : {}),
  };
}
