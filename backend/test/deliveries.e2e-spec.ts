import { isoDay, nextIp, validContact, validDemo } from './support/lead-requests';
import { partOf } from './support/mime';
import { startSmtpReceiver } from './support/smtp-receiver';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';
import { startWebhookReceiver, testWebhookSecret, verifyStandardWebhook } from './support/webhook-receiver';

/** Leads leave the building: staff e-mail over real SMTP, signed webhooks, retries recorded. */
describe('lead deliveries (workers on, real SMTP and webhook receivers)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  // The first webhook call of the "retry" test fails; everything else succeeds.
  let failNext = 0;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    hooks = await startWebhookReceiver({ answer: () => (failNext-- > 0 ? 500 : 200) });
    t = await createTestApp({
      WORKER_ENABLED: 'true',
      WORKER_CONCURRENCY: '2',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prairieflow AI <no-reply@prairieflow.example>',
      STAFF_EMAIL: 'staff@prairieflow.example',
      CONTACT_WEBHOOK_URL: hooks.url,
      CONTACT_WEBHOOK_SECRET: testWebhookSecret,
      FORM_MIN_FILL_MS: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await hooks.close();
  });

  const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);
  async function delivered(subjectId: string, count: number, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const rows = await db<{ kind: string; status: string; attempts: number; message_id: string; id: string }>(
        'SELECT id::text, kind, status, attempts, message_id FROM deliveries WHERE subject_id = $1 ORDER BY kind',
        [subjectId],
      );
      if (rows.length === count && rows.every((r) => r.status === 'delivered')) return rows;
      if (Date.now() > until) throw new Error(`Deliveries not done: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a contact message reaches staff by e-mail (From us, Reply-To the visitor) and the webhook, signed', async () => {
    const res = await post('/api/contact', { ...validContact, email: 'plain@example.com' });
    const { id } = res.json();
    const rows = await delivered(id, 2);

    const mail = await smtp.waitFor((m) => m.raw.includes(id));
    expect(mail.envelopeTo).toEqual(['staff@prairieflow.example']);
    expect(mail.headers.from).toBe('Prairieflow AI <no-reply@prairieflow.example>');
    expect(mail.headers['reply-to']).toBe('Ada Lovelace <plain@example.com>');
    expect(mail.headers.subject).toBe('Contact message: Ada Lovelace (Analytical Engines Ltd)');
    expect(partOf(mail, 'text/plain')?.body).toContain('We would like to automate appointment reminders.');
    expect(partOf(mail, 'text/calendar')).toBeUndefined();

    const hook = hooks.requests.find((r) => r.body.includes(id))!;
    const webhookRow = rows.find((r) => r.kind === 'webhook')!;
    expect(hook.headers['webhook-id']).toBe(webhookRow.message_id);
    expect(verifyStandardWebhook(testWebhookSecret, hook.headers, hook.body)).toBe(true);
    expect(verifyStandardWebhook(testWebhookSecret, hook.headers, hook.body.replace('Ada', 'Eve'))).toBe(false);
    const payload = JSON.parse(hook.body);
    expect(payload).toMatchObject({
      type: 'lead.contact',
      data: { id, form_type: 'contact', email: 'plain@example.com', industry: 'healthcare' },
    });

    const attempts = await db('SELECT attempt, ok, http_status FROM delivery_attempts WHERE delivery_id = $1', [webhookRow.id]);
    expect(attempts).toEqual([{ attempt: 1, ok: true, http_status: 200 }]);
  });

  it('a meeting request carries an .ics invitation for the chosen slot, and markup in the message arrives escaped', async () => {
    const date = isoDay(10);
    const message = '<script>alert(1)</script> Can we meet?';
    const res = await post('/api/contact', {
      ...validContact,
      email: 'meet@example.com',
      message,
      schedule_meeting: true,
      preferred_date: date,
      preferred_time: 'morning',
    });
    const { id } = res.json();
    await delivered(id, 2);
    const mail = await smtp.waitFor((m) => m.raw.includes(id));
    expect(mail.headers.subject).toMatch(/^Meeting request: Ada Lovelace/);
    const html = partOf(mail, 'text/html')!.body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    const ics = mail.parts.find((p) => p.contentType === 'text/calendar' || p.contentType === 'application/ics')!.body;
    // 9am in Saskatchewan (UTC-6 all year) is 15:00 UTC; the morning slot lasts 3 hours.
    expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T150000Z`);
    expect(ics).toMatch(/DURATION:PT3H/);
    expect(ics).toMatch(/ATTENDEE[^\n]*mailto:meet@example\.com/);
    expect(ics).toContain(`UID:${id}@prairieflow.lead`);
  });

  it('a demo request with a meeting reaches staff with an invitation and the webhook as lead.demo', async () => {
    const date = isoDay(4);
    const res = await post('/api/contact-webhook', { ...validDemo, book_meeting: true, preferred_date: date, preferred_time: 'evening' });
    const { id } = res.json();
    await delivered(id, 2);
    const mail = await smtp.waitFor((m) => m.raw.includes(id));
    expect(mail.headers.subject).toBe('Demo request: Grace Hopper');
    expect(mail.headers['reply-to']).toBe('Grace Hopper <grace@example.com>');
    const ics = mail.parts.find((p) => p.contentType === 'text/calendar' || p.contentType === 'application/ics')!.body;
    expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T220000Z`);
    const hook = hooks.requests.find((r) => r.body.includes(id))!;
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'lead.demo', data: { id, company_size: '11-50', visitorId: 'v_abc123' } });
  });

  it('a webhook answered with 500 is retried with the same webhook-id, and each attempt is recorded', async () => {
    failNext = 1;
    const res = await post('/api/contact', { ...validContact, email: 'retry@example.com' });
    const { id } = res.json();
    const rows = await delivered(id, 2, 30_000);
    const webhookRow = rows.find((r) => r.kind === 'webhook')!;
    expect(webhookRow.attempts).toBe(2);
    const attempts = await db('SELECT attempt, ok, http_status, error FROM delivery_attempts WHERE delivery_id = $1 ORDER BY attempt', [
      webhookRow.id,
    ]);
    expect(attempts).toEqual([
      { attempt: 1, ok: false, http_status: 500, error: 'HTTP 500' },
      { attempt: 2, ok: true, http_status: 200, error: null },
    ]);
    const calls = hooks.requests.filter((r) => r.body.includes(id));
    expect(calls.map((c) => c.status)).toEqual([500, 200]);
    expect(new Set(calls.map((c) => c.headers['webhook-id']))).toEqual(new Set([webhookRow.message_id]));
    // graphile-worker's backoff: exp(1) ≈ 2.7 s before the second attempt.
    expect(calls[1].at - calls[0].at).toBeGreaterThan(2000);
  });

  it('spam is never delivered', async () => {
    const res = await post('/api/contact', { ...validContact, website: 'bot' });
    await new Promise((r) => setTimeout(r, 500));
    expect(hooks.requests.some((r) => r.body.includes(res.json().id))).toBe(false);
    expect(smtp.messages.some((m) => m.raw.includes(res.json().id))).toBe(false);
  });
});
