import { type ContactWebhookResponse, type DemoForm, sources } from '@prairieflow/contracts';
import { api } from '~/lib/api-client';
import { readUtm } from '~/lib/utm';
import { readVisitorId } from '~/lib/visitor';

/** Spec section 7: the demo dialog posts to /api/contact-webhook with form_type demo. */
export function sendDemoRequest(values: DemoForm, trap: { website: string; form_started_at: number }) {
  const meeting = values.book_meeting;
  return api.post<ContactWebhookResponse>('/api/contact-webhook', {
    ...values,
    preferred_date: meeting ? values.preferred_date : undefined,
    preferred_time: meeting ? values.preferred_time : undefined,
    form_type: 'demo',
    source: sources.demo,
    visitorId: readVisitorId(),
    ...readUtm(),
    ...(trap.website ? { website: trap.website } : {}),
    form_started_at: trap.form_started_at,
  });
}
