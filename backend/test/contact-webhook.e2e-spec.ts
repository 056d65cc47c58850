import { messages } from '@prairieflow/contracts';
import { isoDay, nextIp, validContact, validDemo } from './support/lead-requests';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

describe('POST /api/contact-webhook', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_WINDOW: '3', FORM_MIN_FILL_MS: '0', CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip = nextIp()) =>
    t.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);
  const { schedule_meeting: _s, ...contactFields } = validContact;
  const followUp = (patch: object = {}) => ({
    ...contactFields,
    form_type: 'contact',
    book_meeting: false,
    visitorId: 'v_follow',
    ...patch,
  });

  it('a demo request returns 201 and is stored with its staff e-mail and webhook deliveries', async () => {
    const res = await post('/api/contact-webhook', { ...validDemo, utm_campaign: 'launch' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await db(
      'SELECT name, company_size, job_title, visitor_id, form_type, source, utm_campaign, is_spam FROM demo_requests WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      name: 'Grace Hopper',
      company_size: '11-50',
      job_title: 'Director',
      visitor_id: 'v_abc123',
      form_type: 'demo',
      source: 'website_demo_request',
      utm_campaign: 'launch',
      is_spam: false,
    });
    const kinds = await db<{ kind: string }>(
      "SELECT kind FROM deliveries WHERE subject_type = 'demo_request' AND subject_id = $1 ORDER BY kind",
      [id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['staff_email', 'webhook']);
  });

  it('a demo request with a meeting stores date and slot; "unknown" visitor is stored as no visitor', async () => {
    const date = isoDay(7);
    const res = await post('/api/contact-webhook', {
      ...validDemo,
      visitorId: 'unknown',
      book_meeting: true,
      preferred_date: date,
      preferred_time: 'morning',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db(
      "SELECT to_char(preferred_date, 'YYYY-MM-DD') AS d, preferred_time, book_meeting, visitor_id FROM demo_requests WHERE id = $1",
      [res.json().id],
    );
    expect(row).toEqual({ d: date, preferred_time: 'morning', book_meeting: true, visitor_id: null });
  });

  it('demo validation: 1-letter name, bad e-mail, no industry, bad company size, past date return 400 with field messages', async () => {
    const res = await post('/api/contact-webhook', {
      ...validDemo,
      name: 'G',
      email: 'x@',
      industry: '',
      company_size: '10000',
      preferred_date: isoDay(-2),
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: messages.name },
        { path: 'email', message: messages.email },
        { path: 'industry', message: messages.industry },
        { path: 'preferred_date', message: messages.pastDate },
        expect.objectContaining({ path: 'company_size' }),
      ]),
    );
  });

  it('a missing or unknown form_type, or an unknown field, returns 400', async () => {
    const { form_type: _f, ...noType } = validDemo;
    expect((await post('/api/contact-webhook', noType)).statusCode).toBe(400);
    expect((await post('/api/contact-webhook', { ...validDemo, form_type: 'job' })).statusCode).toBe(400);
    const extra = await post('/api/contact-webhook', { ...validDemo, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/unrecognized/i);
  });

  /** The cookie /api/contact gave the browser, as the browser sends it back. */
  const followUpCookie = (res: { headers: Record<string, unknown> }) => {
    const header = String((res.headers['set-cookie'] as string | string[] | undefined) ?? '');
    expect(header).toMatch(/^pf_contact_follow_up=[0-9a-f-]{36}; Max-Age=900; Path=\/api\/contact-webhook; HttpOnly; SameSite=Strict$/);
    return header.split(';')[0];
  };

  it('the contact follow-up attaches the visitor id to the contact it follows (202) instead of a second lead', async () => {
    const first = await post('/api/contact', { ...validContact, email: 'follow@example.com' });
    expect(first.statusCode).toBe(201);
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-webhook',
      payload: followUp({ email: 'follow@example.com' }),
      remoteAddress: nextIp(),
      headers: { cookie: followUpCookie(first) },
    });
    expect(res.statusCode).toBe(202);
    // The cookie has done its job: the browser drops it.
    expect(String(res.headers['set-cookie'])).toMatch(/^pf_contact_follow_up=; Max-Age=0;/);
    expect(res.json()).toEqual({ success: true, id: first.json().id });
    const rows = await db("SELECT visitor_id FROM contacts WHERE email = 'follow@example.com'");
    expect(rows).toEqual([{ visitor_id: 'v_follow' }]);
    expect(await db('SELECT id FROM deliveries WHERE subject_id = $1', [first.json().id])).toHaveLength(2);
  });

  it("a third party repeating a victim's e-mail and message gets a lead of its own (201): no victim id, no overwrite, no oracle (issue 18, item 4)", async () => {
    const victim = await post('/api/contact', { ...validContact, email: 'victim@example.com' });
    expect(victim.statusCode).toBe(201);
    // Without the victim's cookie, and with a forged one naming another contact's id or garbage.
    const other = await post('/api/contact', { ...validContact, email: 'other@example.com' });
    const forged = [
      undefined,
      followUpCookie(other),
      'pf_contact_follow_up=not-a-uuid',
      // A different last digit: replacing it with a fixed '0' matched the real id one time in sixteen.
      `pf_contact_follow_up=${victim.json().id.replace(/.$/, (d: string) => (d === '0' ? '1' : '0'))}`,
    ];
    for (const cookie of forged) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/contact-webhook',
        payload: followUp({ email: 'victim@example.com', visitorId: 'v_attacker' }),
        remoteAddress: nextIp(),
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().id).not.toBe(victim.json().id);
    }
    expect(await db('SELECT visitor_id FROM contacts WHERE id = $1', [victim.json().id])).toEqual([{ visitor_id: null }]);
    // The victim's own browser still attaches afterwards.
    const own = await t.inject({
      method: 'POST',
      url: '/api/contact-webhook',
      payload: followUp({ email: 'victim@example.com' }),
      remoteAddress: nextIp(),
      headers: { cookie: followUpCookie(victim) },
    });
    expect(own.statusCode).toBe(202);
    expect(own.json().id).toBe(victim.json().id);
  });

  it('an impossible meeting date (2027-02-30) returns 400 with a field message and stores nothing (issue 18, item 5)', async () => {
    for (const date of ['2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2028-02-30']) {
      const before = await db<{ n: number }>(
        'SELECT (SELECT count(*) FROM contacts)::int + (SELECT count(*) FROM demo_requests)::int AS n',
      );
      const demo = await post('/api/contact-webhook', {
        ...validDemo,
        book_meeting: true,
        preferred_date: date,
        preferred_time: 'morning',
      });
      const contact = await post('/api/contact', {
        ...validContact,
        schedule_meeting: true,
        preferred_date: date,
        preferred_time: 'morning',
      });
      for (const res of [demo, contact]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([{ path: 'preferred_date', message: 'Use a real calendar date' }]);
      }
      expect(await db('SELECT (SELECT count(*) FROM contacts)::int + (SELECT count(*) FROM demo_requests)::int AS n')).toEqual(before);
    }
    // A real 29 February is still a date.
    expect(
      (await post('/api/contact-webhook', { ...validDemo, book_meeting: true, preferred_date: '2028-02-29', preferred_time: 'morning' }))
        .statusCode,
    ).toBe(201);
  });

  it('a contact submission with no matching recent contact is stored as a new lead with deliveries (201)', async () => {
    const res = await post('/api/contact-webhook', followUp({ email: 'direct@example.com', message: 'Only through the webhook route.' }));
    expect(res.statusCode).toBe(201);
    const [row] = await db('SELECT visitor_id, source FROM contacts WHERE id = $1', [res.json().id]);
    expect(row).toEqual({ visitor_id: 'v_follow', source: 'website_contact_form' });
    expect(await db('SELECT id FROM deliveries WHERE subject_id = $1', [res.json().id])).toHaveLength(2);
  });

  it('a demo request with the honeypot filled answers 201 like any other but is stored as spam with no deliveries', async () => {
    const res = await post('/api/contact-webhook', { ...validDemo, website: 'x' });
    expect(res.statusCode).toBe(201);
    const [row] = await db('SELECT is_spam, spam_reason FROM demo_requests WHERE id = $1', [res.json().id]);
    expect(row).toEqual({ is_spam: true, spam_reason: 'honeypot' });
    expect(await db('SELECT id FROM deliveries WHERE subject_id = $1', [res.json().id])).toHaveLength(0);
  });

  it('script in a demo message is stored as plain text', async () => {
    const message = '<script>document.cookie</script>';
    const res = await post('/api/contact-webhook', { ...validDemo, message, company: '"><svg onload=alert(1)>' });
    expect(res.statusCode).toBe(201);
    const [row] = await db('SELECT message, company FROM demo_requests WHERE id = $1', [res.json().id]);
    expect(row).toEqual({ message, company: '"><svg onload=alert(1)>' });
  });

  it('has its own per-IP limit: the 4th call in a window returns 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/contact-webhook', validDemo, ip)).statusCode).toBe(201);
    const res = await post('/api/contact-webhook', validDemo, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The contact route keeps its own counter for the same IP.
    expect((await post('/api/contact', validContact, ip)).statusCode).toBe(201);
  });

  it('a 17 KB body returns 413', async () => {
    const res = await post('/api/contact-webhook', { ...validDemo, message: 'y'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});
