import { createEvent, type EventAttributes } from 'ics';
import { preferredTimeHours, preferredTimeLabels } from '@prairieflow/contracts';
import type { LeadRecord } from '../leads/lead-record';
import { oneLine } from './html';

/**
 * The company works from Saskatoon: Saskatchewan keeps Central Standard Time (UTC-6) all year,
 * with no daylight saving, so a fixed offset turns the visitor's time slot into UTC exactly.
 */
const COMPANY_UTC_OFFSET_HOURS = -6;

/**
 * An iCalendar event for a requested meeting, to attach to the staff e-mail. A date with a time
 * slot becomes that slot (tentative: staff still confirm it); a date alone, an all-day entry.
 * Without a date there is nothing to put in a calendar.
 */
export function buildMeetingInvite(lead: LeadRecord, organizerEmail: string): string | null {
  if (!lead.book_meeting || !lead.preferred_date) return null;
  const [year, month, day] = lead.preferred_date.split('-').map(Number);
  const who = oneLine(lead.company ? `${lead.name} (${lead.company})` : lead.name, 100);
  const base = {
    title: `${lead.form_type === 'demo' ? 'Demo' : 'Meeting'} request: ${who}`,
    description: [
      `Requested through the website (${lead.source}).`,
      lead.preferred_time ? `Preferred time: ${preferredTimeLabels[lead.preferred_time]} (Saskatchewan time).` : 'No time slot chosen.',
      lead.message ? `\nMessage:\n${lead.message}` : '',
    ].join('\n'),
    status: 'TENTATIVE' as const,
    uid: `${lead.id}@prairieflow.lead`,
    productId: 'prairieflow/leads',
    method: 'PUBLISH',
    organizer: { email: organizerEmail },
    attendees: [{ name: oneLine(lead.name, 100), email: lead.email, rsvp: false }],
  };
  let event: EventAttributes;
  if (lead.preferred_time) {
    const [from, to] = preferredTimeHours[lead.preferred_time];
    const start = Date.UTC(year, month - 1, day, from - COMPANY_UTC_OFFSET_HOURS);
    event = { ...base, start, startInputType: 'utc', startOutputType: 'utc', duration: { hours: to - from } };
  } else {
    event = { ...base, start: [year, month, day], duration: { days: 1 } };
  }
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('Could not build the meeting invitation');
  return value;
}
