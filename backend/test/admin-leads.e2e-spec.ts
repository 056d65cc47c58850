import { ORIGIN, enrolOperator, signIn } from './support/admin';
import { nextIp, validContact, validDemo } from './support/lead-requests';
import { startSmtpReceiver } from './support/smtp-receiver';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';
import { startWebhookReceiver, testWebhookSecret } from './support/webhook-receiver';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The leads inbox against a real database, with the delivery workers running. */
describe('/api/admin/leads and /api/admin/deliveries', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let webhookDown = false;
  let cookie: string;
  const ids: Record<string, string> = {};

  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);
  const get = (url: string) => t.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

  async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    hooks = await startWebhookReceiver({ answer: () => (webhookDown ? 503 : 200) });
    t = await createTestApp({
      WORKER_ENABLED: 'true',
      SMTP_URL: smtp.url,
      CONTACT_WEBHOOK_URL: hooks.url,
      CONTACT_WEBHOOK_SECRET: testWebhookSecret,
      FORM_MIN_FILL_MS: '0',
    });
    cookie = await signIn(t, await enrolOperator(t, 'inbox@prairieflow.example', 'admin'));

    await db(
      `INSERT INTO website_visitors (visitor_id, referrer_url, landing_page) VALUES ('v_journey001', 'https://search.example/?q=ai', '/services')`,
    );
    await db(`INSERT INTO page_views (visitor_id, page_url, page_title, created_at) VALUES
      ('v_journey001', '/services', 'Services', now() - interval '3 minutes'),
      ('v_journey001', '/contact', 'Contact', now() - interval '1 minute')`);
    await db(`INSERT INTO chatbot_interactions (visitor_id, conversation_id, message, is_bot_message) VALUES
      ('v_journey001', 'conv_1', 'Do you work with clinics?', false), ('v_journey001', 'conv_1', 'Yes, we do.', true)`);

    const contact = await post('/api/contact', {
      ...validContact,
      company: 'Journey Clinics',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
    ids.contact = contact.json().id;
    // The browser's follow-up carries the cookie /api/contact gave it.
    await t.inject({
      method: 'POST',
      url: '/api/contact-webhook',
      payload: { ...validContact, form_type: 'contact', book_meeting: false, visitorId: 'v_journey001', schedule_meeting: undefined },
      remoteAddress: nextIp(),
      headers: { cookie: String(contact.headers['set-cookie']).split(';')[0] },
    });
    ids.spam = (
      await post('/api/contact', {
        ...validContact,
        name: '=HYPERLINK("http://x")',
        email: 'bot@spam.example',
        company: '@SUM(1+1)',
        website: 'http://spam.example',
      })
    ).json().id;
    await post('/api/contact-webhook', { ...validDemo, name: 'Grace Hopper', company: 'Navy Compilers' });
    await post('/api/newsletter', { email: 'reader@example.com' });
    ids.demo = (await db<{ id: string }>(`SELECT id::text FROM demo_requests`))[0].id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await hooks.close();
  });

  it('lists every kind of lead, newest first, with source from UTM or referrer', async () => {
    const res = await get('/api/admin/leads');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['contact', 'contact', 'demo', 'newsletter']);
    expect(body.items.find((i: { id: string }) => i.id === ids.contact)).toMatchObject({
      company: 'Journey Clinics',
      source: 'newsletter / email',
      status: 'new',
    });
    expect(body.items.find((i: { id: string }) => i.id === ids.spam)).toMatchObject({ status: 'spam' });
  });

  it('filters by kind, status and date, searches name, e-mail and company, sorts and pages', async () => {
    const items = async (qs: string) => (await get(`/api/admin/leads?${qs}`)).json().items.map((i: { id: string }) => i.id);
    expect(await items('kind=demo')).toEqual([ids.demo]);
    expect(await items('status=spam')).toEqual([ids.spam]);
    expect(await items('q=journey%20clin')).toEqual([ids.contact]);
    expect(await items('q=SPAM.example')).toEqual([ids.spam]);
    expect(await items('q=navy')).toEqual([ids.demo]);
    expect(await items('q=100%25')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await items(`from=${today}&to=${today}&kind=contact`)).toHaveLength(2);
    expect(await items('to=2020-01-01')).toEqual([]);
    const byName = (await get('/api/admin/leads?sort=name&dir=asc')).json().items.map((i: { name: string | null }) => i.name);
    expect(byName).toEqual(['=HYPERLINK("http://x")', 'Ada Lovelace', 'Grace Hopper', null]);
    const column = async (sort: string, dir: string, key: 'industry' | 'source') =>
      (await get(`/api/admin/leads?sort=${sort}&dir=${dir}`)).json().items.map((i: Record<string, string | null>) => i[key]);
    // Source as shown: UTM, else the visitor's referrer (a chat lead from v_journey001), else the form's tag.
    await db(
      `INSERT INTO chat_leads (kind, email, visitor_id, session_id, message) VALUES ('email', 'chatter@example.com', 'v_journey001', 'abcdefghij', 'hi')`,
    );
    const sources = ['https://search.example/?q=ai', 'newsletter / email', 'website_contact_form', 'website_demo_request', null];
    expect(await column('source', 'asc', 'source')).toEqual(sources);
    expect(await column('source', 'desc', 'source')).toEqual([...sources].reverse());
    expect(await column('industry', 'asc', 'industry')).toEqual(['healthcare', 'healthcare', 'sales', null, null]);
    await db(`DELETE FROM chat_leads WHERE email = 'chatter@example.com'`);
    const page2 = (await get('/api/admin/leads?pageSize=10&page=2')).json();
    expect(page2).toMatchObject({ items: [], page: 2, total: 4, totalPages: 1 });
  });

  it("a lead's page shows every field, UTM, the pages seen before converting, the chat and each delivery", async () => {
    const detail = (await get(`/api/admin/leads/${ids.contact}`)).json();
    expect(detail.fields).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+1 306 555 0100',
      message: validContact.message,
      visitor_id: 'v_journey001',
    });
    expect(detail.utm).toEqual({ source: 'newsletter', medium: 'email', campaign: null });
    expect(detail.visitor).toEqual({ visitorId: 'v_journey001', referrer: 'https://search.example/?q=ai', landingPage: '/services' });
    expect(detail.pagesBefore.map((p: { url: string }) => p.url)).toEqual(['/services', '/contact']);
    expect(detail.transcript.map((m: { message: string }) => m.message)).toEqual(['Do you work with clinics?', 'Yes, we do.']);
    const deliveries = await until(async () => {
      const list = (await get(`/api/admin/leads/${ids.contact}`)).json().deliveries;
      return list.length === 2 && list.every((d: { status: string }) => d.status === 'delivered') ? list : undefined;
    }, 'contact deliveries');
    expect(deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual(['staff_email', 'webhook']);
    expect(deliveries[0].history[0]).toMatchObject({ attempt: 1, ok: true });
    expect((await get('/api/admin/leads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('marking a trapped lead not spam sends the deliveries the bot trap held back, once', async () => {
    expect(await db(`SELECT 1 FROM deliveries WHERE subject_id = $1`, [ids.spam])).toHaveLength(0);
    const res = await send('PATCH', `/api/admin/leads/${ids.spam}`, { status: 'new' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.status).toBe('new');
    await until(async () => {
      const rows = await db<{ status: string }>(`SELECT status FROM deliveries WHERE subject_id = $1`, [ids.spam]);
      return rows.length === 2 && rows.every((r) => r.status === 'delivered') ? rows : undefined;
    }, 'released deliveries');
    expect((await db<{ is_spam: boolean }>(`SELECT is_spam FROM contacts WHERE id = $1`, [ids.spam]))[0].is_spam).toBe(false);
    await send('PATCH', `/api/admin/leads/${ids.spam}`, { status: 'spam' });
    expect((await db<{ is_spam: boolean }>(`SELECT is_spam FROM contacts WHERE id = $1`, [ids.spam]))[0].is_spam).toBe(true);
    await send('PATCH', `/api/admin/leads/${ids.spam}`, { status: 'in_progress', note: 'Real person after all' });
    expect(await db(`SELECT 1 FROM deliveries WHERE subject_id = $1`, [ids.spam])).toHaveLength(2);
    const detail = (await get(`/api/admin/leads/${ids.spam}`)).json();
    expect(detail.lead).toMatchObject({ status: 'in_progress', note: 'Real person after all' });
  });

  it('a failing webhook shows attempts, last error and next retry; "retry now" delivers it', async () => {
    webhookDown = true;
    const id = (await post('/api/contact', { ...validContact, email: 'retry@example.com' })).json().id;
    const failing = await until(async () => {
      const list = (await get(`/api/admin/leads/${id}`)).json().deliveries;
      const hook = list.find((d: { kind: string }) => d.kind === 'webhook');
      return hook?.attempts >= 1 && hook.status === 'retrying' ? hook : undefined;
    }, 'a failed webhook attempt');
    expect(failing).toMatchObject({ lastError: 'HTTP 503', deliveredAt: null });
    expect(Date.parse(failing.nextRetryAt)).toBeGreaterThan(Date.now() - 1000);
    expect(failing.history[0]).toMatchObject({ ok: false, httpStatus: 503 });

    webhookDown = false;
    await db(`UPDATE graphile_worker._private_jobs SET run_at = now() + interval '1 hour' WHERE key = $1`, [failing.id]);
    const retried = await send('POST', `/api/admin/deliveries/${failing.id}/retry`);
    expect(retried.statusCode).toBe(200);
    await until(
      async () => {
        const rows = await db<{ status: string }>(`SELECT status FROM deliveries WHERE id = $1`, [failing.id]);
        return rows[0].status === 'delivered' ? rows : undefined;
      },
      'the retried webhook',
      10_000,
    );
    expect((await send('POST', `/api/admin/deliveries/${failing.id}/retry`)).statusCode).toBe(409);
  });

  it('exports the current filter as RFC 4180 CSV with formula cells neutralised', async () => {
    const res = await get('/api/admin/leads/export.csv?kind=contact&sort=name&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('id,kind,status,created_at,name,email,company,industry,source,note');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")",bot@spam.example,'@SUM(1+1)`);
    expect(lines.at(-1)).toBe('');
  });

  it('audits status changes, releases, retries and exports with who and when', async () => {
    const rows = await db<{ action: string; actor_email: string }>(
      `SELECT DISTINCT action, actor_email FROM audit_log WHERE actor_email = 'inbox@prairieflow.example'`,
    );
    expect(rows.map((r) => r.action).sort()).toEqual(
      [
        'delivery.retried',
        'enrolment.completed',
        'lead.deliveries_released',
        'lead.note_changed',
        'lead.status_changed',
        'leads.exported',
        'sign_in.succeeded',
      ].sort(),
    );
  });
});
