import { ORIGIN, enrolOperator, signIn } from './support/admin';
import { nextIp, validContact } from './support/lead-requests';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** PIPEDA / Law 25 requests: find, export and erase everything stored about an address. */
describe('/api/admin/privacy', () => {
  let t: TestApp;
  let cookie: string;
  const PERSON = 'Person@Example.com';
  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);
  const call = (path: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/admin/privacy/${path}`, headers: { cookie, origin: ORIGIN }, payload });

  beforeAll(async () => {
    t = await createTestApp({ FORM_MIN_FILL_MS: '0' });
    cookie = await signIn(t, await enrolOperator(t, 'dpo@prairieflow.example', 'admin'));
    const post = (url: string, payload: object, cookie?: string) =>
      t.inject({ method: 'POST', url, payload, remoteAddress: nextIp(), headers: cookie ? { cookie } : {} });
    const contact = await post('/api/contact', { ...validContact, email: PERSON });
    // The browser's follow-up carries the cookie /api/contact gave it.
    const followUpCookie = String(contact.headers['set-cookie']).split(';')[0];
    await post(
      '/api/contact-webhook',
      { ...validContact, schedule_meeting: undefined, email: PERSON, form_type: 'contact', book_meeting: false, visitorId: 'v_person0001' },
      followUpCookie,
    );
    await post('/api/newsletter', { email: PERSON });
    await post('/api/contact', { ...validContact, email: 'someone.else@example.com' });
    await db(`INSERT INTO website_visitors (visitor_id, landing_page) VALUES ('v_person0001', '/'), ('v_other00001', '/')`);
    await db(
      `INSERT INTO page_views (visitor_id, page_url) VALUES ('v_person0001', '/'), ('v_person0001', '/contact'), ('v_other00001', '/')`,
    );
    await db(`INSERT INTO chatbot_interactions (visitor_id, conversation_id, message, is_bot_message, email) VALUES
      ('v_chatonly01', 'conv_a', 'my mail is person@example.com', false, 'person@example.com'),
      ('v_chatonly01', 'conv_a', 'Thanks!', true, NULL),
      ('v_other00001', 'conv_b', 'hello', false, NULL)`);
    await db(
      `INSERT INTO chat_leads (kind, email, visitor_id, session_id, message) VALUES ('email', 'person@example.com', 'v_chatonly01', 'abcdefghij', 'my mail is person@example.com')`,
    );
  });
  afterAll(() => t.close());

  it('finds every record of the address (any case) and the visitor ids linked to it', async () => {
    const res = await call('search', { email: 'PERSON@example.com' });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.email).toBe('person@example.com');
    expect(report.contacts).toHaveLength(1);
    expect(report.chatLeads).toHaveLength(1);
    expect(report.subscription).toMatchObject({ email: 'person@example.com', status: 'pending', consent_text_version: expect.any(String) });
    expect(report.subscription).not.toHaveProperty('confirm_token_hash');
    expect(report.subscription).not.toHaveProperty('unsubscribe_token');
    expect(report.visitorIds).toEqual(['v_chatonly01', 'v_person0001']);
    expect(report.chatInteractions).toHaveLength(2);
    expect(report.pageViews).toHaveLength(2);
    expect(report.visitors).toHaveLength(1);
    expect(report.deliveries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(report)).not.toContain('someone.else@example.com');
  });

  it('exports the same report as a JSON attachment', async () => {
    const res = await call('export', { email: PERSON });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="privacy-export-.*\.json"$/);
    expect(res.json().contacts[0].email).toBe(PERSON);
  });

  it('erases it all but keeps an unsubscribed suppression record; others are untouched', async () => {
    const res = await call('erase', { email: PERSON, confirmEmail: PERSON.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suppressed: true, erased: { contacts: 1, chatLeads: 1, pageViews: 2, chatInteractions: 2 } });
    const after = (await call('search', { email: PERSON })).json();
    expect(after).toMatchObject({
      contacts: [],
      demoRequests: [],
      chatLeads: [],
      chatInteractions: [],
      visitorIds: [],
      pageViews: [],
      deliveries: [],
    });
    expect(after.subscription).toMatchObject({ status: 'unsubscribed', consent_user_agent: null, consent_ip_anonymized: null });
    expect(await db(`SELECT 1 FROM leads WHERE lower(email) = 'person@example.com'`)).toHaveLength(0);
    expect(await db(`SELECT 1 FROM contacts WHERE email = 'someone.else@example.com'`)).toHaveLength(1);
    expect(await db(`SELECT 1 FROM page_views WHERE visitor_id = 'v_other00001'`)).toHaveLength(1);
    expect(await db(`SELECT 1 FROM chatbot_interactions WHERE visitor_id = 'v_other00001'`)).toHaveLength(1);
    // The dashboard's rollups forget the visitor at once: no trait, no change waiting to be folded.
    expect(
      await db(
        `SELECT 1 FROM analytics_visitor_traits WHERE visitor_id = 'v_person0001' UNION ALL SELECT 1 FROM page_view_changes WHERE visitor_id = 'v_person0001'`,
      ),
    ).toHaveLength(0);
    expect(await db(`SELECT 1 FROM analytics_visitor_traits WHERE visitor_id = 'v_other00001'`)).toHaveLength(1);
  });

  it('an erased, unsubscribed address gets no mail from a repeat of the old confirmation', async () => {
    const rows = await db<{ status: string; confirm_token_hash: string | null }>(
      `SELECT status, confirm_token_hash FROM newsletter_subscribers WHERE email = 'person@example.com'`,
    );
    expect(rows).toEqual([{ status: 'unsubscribed', confirm_token_hash: null }]);
  });

  it('audits each step with a hash of the address, never the address', async () => {
    const rows = await db<{ action: string; details: object; subject_id: string }>(
      `SELECT action, subject_id, details FROM audit_log WHERE action LIKE 'privacy.%' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['privacy.searched', 'privacy.exported', 'privacy.erased', 'privacy.searched']);
    expect(JSON.stringify(rows)).not.toMatch(/person@example\.com/i);
    expect(rows[0].subject_id).toMatch(/^[0-9a-f]{64}$/);
  });
});
