import { messages } from '@prairieflow/contracts';
import { clientKey } from '../src/rate-limit/rate-limit.guard';
import { isoDay, nextIp, validContact } from './support/lead-requests';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

describe('POST /api/contact', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_FORMS_PER_WINDOW: '3',
      FORM_MIN_FILL_MS: '2500',
      CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip, headers });
  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);

  it('a valid message returns 201 with its id, stored with a staff e-mail and a webhook delivery, each queued', async () => {
    const res = await post({ ...validContact, utm_source: 'newsletter', utm_medium: 'email' });
    expect(res.statusCode).toBe(201);
    const { success, id } = res.json();
    expect(success).toBe(true);
    const [row] = await db('SELECT * FROM contacts WHERE id = $1', [id]);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      industry: 'healthcare',
      is_spam: false,
      utm_source: 'newsletter',
    });
    const deliveries = await db<{ id: string; kind: string; message_id: string; status: string }>(
      'SELECT id::text, kind, message_id, status FROM deliveries WHERE subject_id = $1 ORDER BY kind',
      [id],
    );
    expect(deliveries.map((d) => d.kind)).toEqual(['staff_email', 'webhook']);
    for (const d of deliveries) {
      expect(d.message_id).toMatch(/^msg_[0-9a-f-]{36}$/);
      expect(d.status).toBe('pending');
    }
    const jobs = await db<{ key: string; max_attempts: number }>(
      "SELECT key, max_attempts FROM graphile_worker.jobs WHERE task_identifier = 'deliver' AND key = ANY($1)",
      [deliveries.map((d) => d.id)],
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.every((j) => j.max_attempts === 25)).toBe(true);
  });

  it('a meeting request stores the date, time and flag', async () => {
    const date = isoDay(3);
    const res = await post({ ...validContact, schedule_meeting: true, preferred_date: date, preferred_time: 'afternoon' });
    expect(res.statusCode).toBe(201);
    const [row] = await db<{ d: string; preferred_time: string; schedule_meeting: boolean }>(
      "SELECT to_char(preferred_date, 'YYYY-MM-DD') AS d, preferred_time, schedule_meeting FROM contacts WHERE id = $1",
      [res.json().id],
    );
    expect(row).toEqual({ d: date, preferred_time: 'afternoon', schedule_meeting: true });
  });

  it('missing fields return 400 with the spec message for each field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe('Bad Request');
    const byPath = Object.fromEntries(body.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(byPath.email).toBe(messages.email);
    expect(byPath.industry).toBe(messages.industry);
    expect(Object.keys(byPath)).toEqual(expect.arrayContaining(['name', 'email', 'industry', 'message']));
  });

  it.each([
    ['a 1-letter name', { name: 'A' }, 'name', messages.name],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', messages.email],
    ['a 9-character message', { message: 'Too short' }, 'message', messages.message],
    ['an unknown industry', { industry: 'mining' }, 'industry', messages.industry],
    ['a past meeting date', { schedule_meeting: true, preferred_date: isoDay(-3) }, 'preferred_date', messages.pastDate],
  ])('%s returns 400 and the field message', async (_label, patch, path, message) => {
    const res = await post({ ...validContact, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('wrong types return 400 naming the fields', async () => {
    const res = await post({ ...validContact, name: 42, schedule_meeting: 'yes', form_started_at: 'soon' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'schedule_meeting', 'form_started_at']));
  });

  it('values longer than their limits return 400', async () => {
    const res = await post({ ...validContact, name: 'n'.repeat(101), message: 'm'.repeat(5001), company: 'c'.repeat(201) });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'message', 'company']));
  });

  it('a malformed date, a bad time slot and a foreign source return 400', async () => {
    const res = await post({ ...validContact, preferred_date: '2030-13-45', preferred_time: 'midnight', source: 'elsewhere' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['preferred_date', 'preferred_time', 'source']));
  });

  it('unknown fields return 400 and nothing is stored', async () => {
    const before = await db<{ n: number }>('SELECT count(*)::int AS n FROM contacts');
    const res = await post({ ...validContact, is_spam: false, admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unrecognized/i);
    expect(await db('SELECT count(*)::int AS n FROM contacts')).toEqual(before);
  });

  it('a 17 KB body returns 413 with the standard error body', async () => {
    const res = await post({ ...validContact, message: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('a non-JSON body returns 415 and a JSON array returns 400', async () => {
    const text = await t.inject({ method: 'POST', url: '/api/contact', payload: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const arr = await post([validContact]);
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toBe('Request body must be a JSON object');
  });

  it('HTML and script in text fields are stored as the exact text, trimmed, and answered as JSON', async () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)> hello there';
    const res = await post({ ...validContact, name: '  <b>Mallory</b>  ', message });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [row] = await db<{ name: string; message: string }>('SELECT name, message FROM contacts WHERE id = $1', [res.json().id]);
    expect(row).toEqual({ name: '<b>Mallory</b>', message });
  });

  it('a filled honeypot is answered like a success, stored as spam, and gets no deliveries', async () => {
    const res = await post({ ...validContact, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'success']);
    const [row] = await db('SELECT is_spam, spam_reason FROM contacts WHERE id = $1', [res.json().id]);
    expect(row).toEqual({ is_spam: true, spam_reason: 'honeypot' });
    expect(await db('SELECT id FROM deliveries WHERE subject_id = $1', [res.json().id])).toHaveLength(0);
  });

  it('a form sent faster than FORM_MIN_FILL_MS is stored as spam; a slower one is not', async () => {
    const fast = await post({ ...validContact, form_started_at: Date.now() - 500 });
    const slow = await post({ ...validContact, form_started_at: Date.now() - 10_000 });
    expect([fast.statusCode, slow.statusCode]).toEqual([201, 201]);
    const rows = await db<{ id: string; spam_reason: string | null }>(
      'SELECT id::text, spam_reason FROM contacts WHERE id = ANY($1::uuid[])',
      [[fast.json().id, slow.json().id]],
    );
    expect(rows.find((r) => r.id === fast.json().id)?.spam_reason).toBe('too_fast');
    expect(rows.find((r) => r.id === slow.json().id)?.spam_reason).toBeNull();
  });

  it('the 4th request in a window from one IP returns 429 with Retry-After; other IPs are unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await post(validContact, ip)).statusCode).toBe(201);
    const limited = await post(validContact, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Invalid bodies count too: a client cannot probe without spending its budget.
    expect((await post({}, ip)).statusCode).toBe(429);
    expect((await post(validContact)).statusCode).toBe(201);
  });

  it('concurrent requests from one IP are counted exactly: 3 of 8 sent at once are accepted, 5 get 429', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post({ ...validContact, utm_source: `burst-${ip}-${i}` }, ip)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    // Each answer names its own place in the window's count.
    expect(answers.map((a) => a.headers['ratelimit-remaining']).sort()).toEqual(['0', '0', '0', '0', '0', '0', '1', '2']);
    expect(await db('SELECT 1 FROM contacts WHERE utm_source LIKE $1', [`burst-${ip}-%`])).toHaveLength(3);
    expect(await db('SELECT count FROM rate_limits WHERE key = $1', [clientKey('contact', ip)])).toEqual([{ count: 8 }]);
  });

  it('a spoofed X-Forwarded-For does not pick a fresh counter when no proxy is trusted', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) await post(validContact, ip, { 'x-forwarded-for': `192.0.2.${i}` });
    const res = await post(validContact, ip, { 'x-forwarded-for': '192.0.2.99' });
    expect(res.statusCode).toBe(429);
  });
});
