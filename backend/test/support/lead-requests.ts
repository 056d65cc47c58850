/** Request bodies and helpers shared by the lead HTTP specs. */
export const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 306 555 0100',
  company: 'Analytical Engines Ltd',
  industry: 'healthcare',
  message: 'We would like to automate appointment reminders.',
  schedule_meeting: false,
  source: 'website_contact_form',
};

export const validDemo = {
  form_type: 'demo',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  industry: 'sales',
  company_size: '11-50',
  job_title: 'Director',
  message: 'Show us the sales assistant.',
  book_meeting: false,
  source: 'website_demo_request',
  visitorId: 'v_abc123',
};

/** A yyyy-MM-dd date `days` from today (UTC). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
/** A distinct client IP per call, so rate limits only bite where a test wants them to. */
export function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
