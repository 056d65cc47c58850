import { validContact, validDemo } from './support/lead-requests';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';
import { type BadCase, brokenJson, fieldCases, LEAK, notAnObject, prototypePolluted, wrongContentTypes } from './bad-input-cases';

/**
 * Every /api POST gets wrong types, missing and extra fields, huge and empty values, broken JSON,
 * wrong content types, unicode edge cases and injection strings. Each answer is below 500, leaks
 * no stack or driver text, and a refusal (4xx) carries a message and stores nothing.
 */
const contactFollowUp = { ...validContact, form_type: 'contact', book_meeting: false, visitorId: 'v_badInput1' };
delete (contactFollowUp as Record<string, unknown>).schedule_meeting;

interface Endpoint {
  url: string;
  valid: Record<string, unknown>;
  required: string[];
  tables: string[];
}

const endpoints: Endpoint[] = [
  { url: '/api/contact', valid: validContact, required: ['name', 'email', 'industry', 'message'], tables: ['contacts', 'deliveries'] },
  {
    url: '/api/contact-webhook',
    valid: validDemo,
    required: ['form_type', 'name', 'email', 'industry'],
    tables: ['demo_requests', 'contacts', 'deliveries'],
  },
  {
    url: '/api/contact-webhook',
    valid: contactFollowUp,
    required: ['form_type', 'name', 'email', 'industry', 'message'],
    tables: ['demo_requests', 'contacts', 'deliveries'],
  },
  { url: '/api/newsletter', valid: { email: 'reader@example.com' }, required: ['email'], tables: ['newsletter_subscribers', 'deliveries'] },
  {
    url: '/api/chatbot-webhook',
    valid: {
      message: 'What does the healthcare assistant do?',
      userEmail: 'unknown',
      sessionId: 'sBadInput1',
      visitorId: 'v_badInput1',
      source: 'website_chat',
    },
    required: ['message', 'sessionId', 'source'],
    tables: ['chat_leads'],
  },
];

/**
 * Known server bugs, reported to the owner of the leads routes with a reproduction; each is left
 * out here until it is fixed (remove the entry to put the case back).
 */
const PENDING_FIX = new Set<string>([]);

describe('bad input on every /api POST', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const counts = async (tables: string[]) => {
    const out: Record<string, number> = {};
    for (const table of tables) out[table] = Number((await query(t.database.url, `SELECT count(*)::int AS n FROM ${table}`))[0].n);
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp({
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_FORMS_PER_WINDOW: '1000000',
      RATE_LIMIT_CHAT_PER_WINDOW: '1000000',
      CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    });
  });
  afterAll(() => t.close());

  for (const endpoint of endpoints) {
    const kind = endpoint.valid.form_type ? ` (form_type ${endpoint.valid.form_type as string})` : '';
    const cases: BadCase[] = [
      ...brokenJson,
      ...notAnObject,
      ...wrongContentTypes(endpoint.valid),
      ...fieldCases(endpoint.valid, endpoint.required),
    ];
    describe(`POST ${endpoint.url}${kind}`, () => {
      it('accepts the valid body (the baseline the cases start from)', async () => {
        const res = await t.inject({
          method: 'POST',
          url: endpoint.url,
          remoteAddress: '10.9.0.1',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(endpoint.valid),
        });
        expect(res.statusCode).toBeLessThan(300);
      });

      for (const c of cases) {
        const title = `${c.name}: ${c.mustReject ? '4xx with a message' : 'no 5xx'}, no leak${c.mustReject ? ', nothing stored' : ''}`;
        (PENDING_FIX.has(`${endpoint.url}${kind} ${c.name}`) ? it.skip : it)(title, async () => {
          const before = c.mustReject ? await counts(endpoint.tables) : {};
          const res = await t.inject({
            method: 'POST',
            url: endpoint.url,
            remoteAddress: '10.9.0.2',
            headers: { 'content-type': c.contentType ?? 'application/json' },
            payload: c.payload,
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAK);
          if (res.statusCode >= 400) {
            expect(res.json()).toEqual(expect.objectContaining({ statusCode: res.statusCode, message: expect.any(String) }));
            expect(res.json().message.length).toBeGreaterThan(3);
          }
          if (c.mustReject) {
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
            expect(await counts(endpoint.tables)).toEqual(before);
          }
          expect(prototypePolluted()).toBe(false);
        });
      }
    });
  }

  it('the tables survived every injection string', async () => {
    const rows = await query(
      t.database.url,
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('contacts', 'demo_requests', 'newsletter_subscribers')",
    );
    expect(rows[0].n).toBe(3);
  });
});
