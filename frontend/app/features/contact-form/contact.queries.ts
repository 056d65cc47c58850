import { type ContactForm, type ContactResponse, sources } from '@prairieflow/contracts';
import { api } from '~/lib/api-client';
import { readUtm } from '~/lib/utm';
import { readVisitorId } from '~/lib/visitor';

export interface BotTrap {
  website: string;
  form_started_at: number;
}

/**
 * Spec section 7: POST /api/contact must succeed for the success notice; then the same message
 * goes to /api/contact-webhook with the visitor id, whose failure is only logged.
 */
export async function sendContactMessage(values: ContactForm, trap: BotTrap): Promise<ContactResponse> {
  const meeting = values.schedule_meeting;
  const fields = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    industry: values.industry,
    message: values.message,
    preferred_date: meeting ? values.preferred_date : undefined,
    preferred_time: meeting ? values.preferred_time : undefined,
  };
  const utm = readUtm();
  const bot = trap.website ? { website: trap.website, form_started_at: trap.form_started_at } : { form_started_at: trap.form_started_at };
  const result = await api.post<ContactResponse>('/api/contact', {
    ...fields,
    schedule_meeting: meeting,
    source: sources.contact,
    ...utm,
    ...bot,
  });
  try {
    await api.post('/api/contact-webhook', {
      ...fields,
      book_meeting: meeting,
      form_type: 'contact',
      source: sources.contact,
      visitorId: readVisitorId(),
      ...utm,
      ...bot,
    });
  } catch (error) {
    console.error('Contact webhook failed', error);
  }
  return result;
}
