import { signAnonKey } from '../src/keys/anon-key';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';
import {
  type BadCase,
  brokenJson,
  fieldCases,
  injections,
  invalidUnicode,
  notAnObject,
  prototypePolluted,
  validUnicode,
} from './bad-input-cases';

/**
 * The embedded /rest/v1 under the same hostile inputs, for the calls the browser makes:
 * website_visitors select/insert/update, page_views and chatbot_interactions inserts. Answers are
 * PostgREST's (PostgreSQL's message may appear, as with PostgREST), never a 5xx or a stack.
 */
const SECRET = 'bad-input-rest-secret-long-enough-0123456789';
const VISITOR = 'v_badRest0001';
const STACK = /\bat [\w.<>]+ \(|\.(?:js|ts):\d+:\d+|node_modules|Prisma/;

interface Write {
  method: 'POST' | 'PATCH';
  url: string;
  table: string;
  valid: Record<string, unknown>;
  required: string[];
}

const writes: Write[] = [
  {
    method: 'POST',
    url: '/rest/v1/website_visitors',
    table: 'website_visitors',
    valid: { visitor_id: 'v_badRestNew1', visit_count: 1, ip_address: '0.0.0.0', user_agent: 'UA', referrer_url: null, landing_page: '/' },
    required: ['visitor_id'],
  },
  {
    method: 'PATCH',
    url: `/rest/v1/website_visitors?visitor_id=eq.${VISITOR}`,
    table: 'website_visitors',
    valid: { visit_count: 2, last_visit_at: '2026-11-21T00:00:00Z' },
    required: [],
  },
  {
    method: 'POST',
    url: '/rest/v1/page_views',
    table: 'page_views',
    valid: { visitor_id: VISITOR, page_url: 'http://localhost/', page_title: 'Home', utm_source: null },
    required: ['visitor_id', 'page_url'],
  },
  {
    method: 'POST',
    url: '/rest/v1/chatbot_interactions',
    table: 'chatbot_interactions',
    valid: { visitor_id: VISITOR, conversation_id: 'conv_badRest01', message: 'Hello', is_bot_message: false, email: null },
    required: ['visitor_id', 'conversation_id', 'message', 'is_bot_message'],
  },
];

const restContentTypes = (valid: object): BadCase[] => [
  { name: 'text/plain', payload: JSON.stringify(valid), contentType: 'text/plain', mustReject: true },
  { name: 'form-encoded', payload: 'visitor_id=v_x', contentType: 'application/x-www-form-urlencoded', mustReject: true },
  { name: 'xml', payload: '<a/>', contentType: 'application/xml', mustReject: true },
];

describe('bad input on /rest/v1', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  const headers = (type = 'application/json') => ({
    apikey: key,
    authorization: `Bearer ${key}`,
    'content-type': type,
    'x-visitor-id': VISITOR,
  });
  const snapshot = async (table: string) => query(t.database.url, `SELECT * FROM ${table} ORDER BY created_at, id`);

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET, RATE_LIMIT_REST_PER_WINDOW: '1000000' });
    key = await signAnonKey(SECRET);
    await query(t.database.url, 'INSERT INTO website_visitors (visitor_id) VALUES ($1)', [VISITOR]);
  });
  afterAll(() => t.close());

  for (const w of writes) {
    // PostgREST reads bodies with json_to_recordset, which stores a number, boolean, array or
    // object sent for a text column as its JSON text; the embedded /rest/v1 does the same, so
    // those are only held to "no 5xx" (typed columns still refuse them).
    const coerced = /: (number|boolean|array|object)$/;
    const fields = fieldCases(w.valid, w.required).map((c) => (coerced.test(c.name) ? { ...c, mustReject: false } : c));
    const cases = [
      ...brokenJson,
      ...notAnObject.filter((c) => c.payload !== '[]' && c.payload !== '[{}]'),
      ...restContentTypes(w.valid),
      ...fields,
    ];
    describe(`${w.method} ${w.url.split('?')[0]}`, () => {
      for (const c of cases) {
        it(`${c.name}: ${c.mustReject ? '4xx in PostgREST shape, table unchanged' : 'no 5xx'}, no stack`, async () => {
          const before = c.mustReject ? await snapshot(w.table) : [];
          const res = await t.inject({ method: w.method, url: w.url, headers: headers(c.contentType), payload: c.payload });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body).not.toMatch(STACK);
          if (res.statusCode >= 400)
            expect(res.json()).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
          if (c.mustReject) {
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
            expect(await snapshot(w.table)).toEqual(before);
          }
          expect(prototypePolluted()).toBe(false);
        });
      }
    });
  }

  const hostile = { ...validUnicode, ...invalidUnicode, ...injections };
  const reads: string[] = [];
  for (const value of Object.values(hostile)) {
    const v = encodeURIComponent(value.isWellFormed() ? value : value.toWellFormed());
    reads.push(
      `visitor_id=eq.${v}`,
      `select=${v}`,
      `order=${v}`,
      `visitor_id=in.(${v})`,
      `visitor_id=like.${v}`,
      `limit=${v}`,
      `${v}=eq.1`,
    );
  }
  reads.push(
    'limit=-1',
    'offset=abc',
    'select=*,website_visitors(*)',
    'visitor_id=eq.%00',
    'visitor_id=eq.%ED%A0%80',
    'or=(visitor_id.eq.x,1.eq.1)',
    'select=pg_sleep(10)',
  );

  it.each(reads)('GET website_visitors?%s: below 500, no stack, no other visitor’s row', async (search) => {
    const res = await t.inject({ method: 'GET', url: `/rest/v1/website_visitors?${search}`, headers: headers() });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(STACK);
    if (res.statusCode === 200)
      for (const row of res.json<{ visitor_id?: string }[]>()) expect([undefined, VISITOR]).toContain(row.visitor_id);
  });

  it('every stored text is what a valid request sent (no U+FFFD from lone surrogates)', async () => {
    const rows = await query(
      t.database.url,
      "SELECT count(*)::int AS n FROM page_views WHERE page_url LIKE '%' || chr(65533) || '%' OR page_title LIKE '%' || chr(65533) || '%'",
    );
    expect(rows[0].n).toBe(0);
  });
});
