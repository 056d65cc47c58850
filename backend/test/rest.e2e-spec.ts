import { SignJWT } from 'jose';
import { signAnonKey } from '../src/keys/anon-key';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

const SECRET = 'rest-spec-secret-that-is-long-enough-0123456789';
const VISITOR = 'v_restSpec123';
const OTHER = 'v_someoneElse9';

describe('/rest/v1 (embedded PostgREST subset)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  const headers = (extra: Record<string, string> = {}) => ({
    apikey: key,
    authorization: `Bearer ${key}`,
    'x-visitor-id': VISITOR,
    ...extra,
  });
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
    key = await signAnonKey(SECRET);
    await query(t.database.url, `INSERT INTO website_visitors (visitor_id) VALUES ($1)`, [OTHER]);
  });
  afterAll(() => t.close());

  describe('website_visitors: the visitor reads, inserts and counts only its own row', () => {
    it('POST inserts the row and answers 201 with no body and Content-Range */*', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/rest/v1/website_visitors',
        headers: headers({ ...json, prefer: 'return=minimal', 'content-profile': 'public' }),
        payload: { visitor_id: VISITOR, visit_count: 1, ip_address: '0.0.0.0', user_agent: 'UA', referrer_url: null, landing_page: '/' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.body).toBe('');
      expect(res.headers['content-range']).toBe('*/*');
      expect(res.headers['content-profile']).toBe('public');
      const rows = await query(t.database.url, 'SELECT visit_count, ip_address FROM website_visitors WHERE visitor_id = $1', [VISITOR]);
      expect(rows).toEqual([{ visit_count: 1, ip_address: '0.0.0.0' }]);
    });

    it('GET with eq and the object media type returns the row as one JSON object', async () => {
      const res = await t.inject({
        method: 'GET',
        url: `/rest/v1/website_visitors?select=visitor_id,visit_count&visitor_id=eq.${VISITOR}`,
        headers: headers({ accept: 'application/vnd.pgrst.object+json', 'accept-profile': 'public' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.pgrst.object+json; charset=utf-8');
      expect(res.headers['content-range']).toBe('0-0/*');
      expect(res.json()).toEqual({ visitor_id: VISITOR, visit_count: 1 });
    });

    it("GET of another visitor's row finds nothing: [] as an array, 406 PGRST116 as an object", async () => {
      const url = `/rest/v1/website_visitors?select=*&visitor_id=eq.${OTHER}`;
      const list = await t.inject({ method: 'GET', url, headers: headers() });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(list.headers['content-range']).toBe('*/*');
      expect(list.json()).toEqual([]);
      const single = await t.inject({ method: 'GET', url, headers: headers({ accept: 'application/vnd.pgrst.object+json' }) });
      expect(single.statusCode).toBe(406);
      expect(single.json()).toEqual({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      });
    });

    it('PATCH with eq updates the counting columns and answers 204 with Content-Range 0-0/*', async () => {
      const res = await t.inject({
        method: 'PATCH',
        url: `/rest/v1/website_visitors?visitor_id=eq.${VISITOR}`,
        headers: headers(json),
        payload: { visit_count: 2, last_visit_at: '2026-11-21T10:00:00.000Z' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['content-range']).toBe('0-0/*');
      const [row] = await query(t.database.url, 'SELECT visit_count FROM website_visitors WHERE visitor_id = $1', [VISITOR]);
      expect(row.visit_count).toBe(2);
    });

    it("PATCH of another visitor's row changes nothing (204, Content-Range */*)", async () => {
      const res = await t.inject({
        method: 'PATCH',
        url: `/rest/v1/website_visitors?visitor_id=eq.${OTHER}`,
        headers: headers(json),
        payload: { visit_count: 99 },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['content-range']).toBe('*/*');
      const [row] = await query(t.database.url, 'SELECT visit_count FROM website_visitors WHERE visitor_id = $1', [OTHER]);
      expect(row.visit_count).toBe(1);
    });

    it('PATCH of a non-counting column is refused with 401 42501', async () => {
      const res = await t.inject({
        method: 'PATCH',
        url: `/rest/v1/website_visitors?visitor_id=eq.${VISITOR}`,
        headers: headers(json),
        payload: { user_agent: 'spoofed' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table website_visitors' });
      expect(res.headers['proxy-status']).toBe('PostgREST; error=42501');
    });

    it('PATCH without a filter is refused with 400 21000', async () => {
      const res = await t.inject({
        method: 'PATCH',
        url: '/rest/v1/website_visitors',
        headers: headers(json),
        payload: { visit_count: 5 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    });
  });

  describe('page_views and chatbot_interactions: insert only', () => {
    it('POST page_views answers 201 and stores the row with its UTM values', async () => {
      const payload = {
        visitor_id: VISITOR,
        page_url: '/about?utm_source=news',
        page_title: 'About',
        utm_source: 'news',
        utm_medium: null,
        utm_campaign: 'fall',
      };
      const res = await t.inject({ method: 'POST', url: '/rest/v1/page_views', headers: headers(json), payload });
      expect(res.statusCode).toBe(201);
      const rows = await query(t.database.url, 'SELECT page_url, utm_source, utm_campaign FROM page_views');
      expect(rows).toEqual([{ page_url: '/about?utm_source=news', utm_source: 'news', utm_campaign: 'fall' }]);
    });

    it('POST of an array with the columns parameter inserts every row', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/rest/v1/chatbot_interactions?columns=%22visitor_id%22,%22conversation_id%22,%22message%22,%22is_bot_message%22',
        headers: headers(json),
        payload: [
          { visitor_id: VISITOR, conversation_id: 'conv_abc123', message: 'Hello', is_bot_message: true },
          { visitor_id: VISITOR, conversation_id: 'conv_abc123', message: 'Hi there', is_bot_message: false },
        ],
      });
      expect(res.statusCode).toBe(201);
      const [{ n }] = await query(t.database.url, 'SELECT count(*)::int AS n FROM chatbot_interactions');
      expect(n).toBe(2);
    });

    it('POST page_views with a bad visitor id is refused by row-level security (401 42501)', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/rest/v1/page_views',
        headers: headers(json),
        payload: { visitor_id: 'robert; drop', page_url: '/' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: 'new row violates row-level security policy for table "page_views"',
      });
    });

    it('POST with return=representation on an insert-only table is refused (no SELECT grant)', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/rest/v1/page_views',
        headers: headers({ ...json, prefer: 'return=representation' }),
        payload: { visitor_id: VISITOR, page_url: '/' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('42501');
    });

    it('GET page_views is refused (401 permission denied)', async () => {
      const res = await t.inject({ method: 'GET', url: '/rest/v1/page_views?select=*', headers: headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: '42501', message: 'permission denied for table page_views' });
    });
  });

  describe('job_listings: open rows, read only', () => {
    const columns = 'id,title,location,type,description,posted_at,application_link';
    beforeAll(async () => {
      for (const [title, posted, closed] of [
        ['Older', '2026-10-01', false],
        ['Newest', '2026-11-20', false],
        ['Closed', '2026-11-21', true],
      ] as const) {
        await query(
          t.database.url,
          `INSERT INTO job_listings (title, location, type, description, posted_at, application_link, closed_at) VALUES ($1, 'Remote', 'Full-time', 'd', $2, 'https://jobs.example/a', $3)`,
          [title, posted, closed ? new Date() : null],
        );
      }
    });

    it('GET ordered by posted_at desc returns open listings newest first', async () => {
      const res = await t.inject({
        method: 'GET',
        url: `/rest/v1/job_listings?select=${columns}&order=posted_at.desc`,
        headers: headers(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBe('0-1/*');
      expect(res.json().map((j: { title: string }) => j.title)).toEqual(['Newest', 'Older']);
      expect(res.json()[0].posted_at).toBe('2026-11-20');
    });

    it('select=* is refused, as PostgREST refuses it, because closed_at is not granted', async () => {
      const res = await t.inject({ method: 'GET', url: '/rest/v1/job_listings?select=*', headers: headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('42501');
    });

    it('DELETE is refused (no grant)', async () => {
      const res = await t.inject({ method: 'DELETE', url: '/rest/v1/job_listings?title=eq.Older', headers: headers() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("requests PostgREST refuses get PostgREST's error shapes", () => {
    it.each([
      ['contacts', 'permission denied for table contacts'],
      ['newsletter_subscribers', 'permission denied for table newsletter_subscribers'],
      ['blog_posts', 'permission denied for table blog_posts'],
    ])('GET %s returns 401 42501', async (table, message) => {
      const res = await t.inject({ method: 'GET', url: `/rest/v1/${table}?select=*`, headers: headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '42501', details: null, hint: null, message });
    });

    it('an unknown table returns 404 PGRST205 with a suggestion', async () => {
      const res = await t.inject({ method: 'GET', url: '/rest/v1/page_view?select=*', headers: headers() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'PGRST205',
        details: null,
        hint: "Perhaps you meant the table 'public.page_views'",
        message: "Could not find the table 'public.page_view' in the schema cache",
      });
    });

    it('an unknown column returns 400 42703', async () => {
      const res = await t.inject({
        method: 'GET',
        url: `/rest/v1/website_visitors?select=nope&visitor_id=eq.${VISITOR}`,
        headers: headers(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: '42703', details: null, hint: null, message: 'column website_visitors.nope does not exist' });
    });

    it('an unknown operator returns 400 PGRST100', async () => {
      const res = await t.inject({ method: 'GET', url: `/rest/v1/website_visitors?visitor_id=approx.${VISITOR}`, headers: headers() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PGRST100', hint: null });
      expect(res.json().message).toContain('failed to parse filter');
    });

    it('an insert naming an unknown column returns 400 PGRST204', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/rest/v1/page_views',
        headers: headers(json),
        payload: { visitor_id: VISITOR, page_url: '/', ip: '1.2.3.4' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'PGRST204',
        details: null,
        hint: null,
        message: "Could not find the 'ip' column of 'page_views' in the schema cache",
      });
    });

    it('malformed JSON returns 400 PGRST102', async () => {
      const res = await t.inject({ method: 'POST', url: '/rest/v1/page_views', headers: headers(json), payload: '{"visitor_id":' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    });

    it('JSON nested 5,000 deep returns 400 PGRST102, not a 500 (issue 18, item 6)', async () => {
      const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
      const bodies = [
        deep(5000),
        `{"visitor_id":"${VISITOR}","page_url":"/","page_title":${deep(5000)}}`,
        `[{"visitor_id":"${VISITOR}","page_url":"/","page_title":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}]`,
      ];
      for (const payload of bodies) {
        for (const method of ['POST', 'PATCH'] as const) {
          const url = method === 'POST' ? '/rest/v1/page_views' : `/rest/v1/website_visitors?visitor_id=eq.${VISITOR}`;
          const res = await t.inject({ method, url, headers: headers(json), payload });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({
            code: 'PGRST102',
            details: 'JSON is nested more than 64 levels deep',
            hint: null,
            message: 'Empty or invalid json',
          });
        }
      }
      // An ordinary nested value is still handed to PostgreSQL, which decides as before.
      const shallow = await t.inject({
        method: 'POST',
        url: '/rest/v1/page_views',
        headers: headers(json),
        payload: { visitor_id: VISITOR, page_url: '/', page_title: 'x' },
      });
      expect(shallow.statusCode).toBe(201);
    });

    it('a schema other than public returns 406 PGRST106', async () => {
      const res = await t.inject({
        method: 'GET',
        url: '/rest/v1/website_visitors',
        headers: headers({ 'accept-profile': 'graphile_worker' }),
      });
      expect(res.statusCode).toBe(406);
      expect(res.json()).toEqual({
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public',
        message: 'Invalid schema: graphile_worker',
      });
    });

    it('PUT returns 405 PGRST117 and an unknown path 404 PGRST125', async () => {
      const put = await t.inject({ method: 'PUT', url: '/rest/v1/page_views', headers: headers(json), payload: {} });
      expect(put.statusCode).toBe(405);
      expect(put.json().code).toBe('PGRST117');
      const path = await t.inject({ method: 'GET', url: '/rest/v1/page_views/extra', headers: headers() });
      expect(path.statusCode).toBe(404);
      expect(path.json().code).toBe('PGRST125');
    });
  });

  describe('the anon JWT', () => {
    const url = `/rest/v1/website_visitors?select=visit_count&visitor_id=eq.${VISITOR}`;
    const sign = (claims: Record<string, unknown>, secret = SECRET, exp: number | string = '1h') =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(exp).sign(new TextEncoder().encode(secret));

    it('with no key at all returns 401 PGRST302 and WWW-Authenticate: Bearer', async () => {
      const res = await t.inject({ method: 'GET', url, headers: { 'x-visitor-id': VISITOR } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ code: 'PGRST302', details: null, hint: null, message: 'Anonymous access is disabled' });
    });

    it('the apikey header alone is enough', async () => {
      const res = await t.inject({ method: 'GET', url, headers: { apikey: key, 'x-visitor-id': VISITOR } });
      expect(res.statusCode).toBe(200);
    });

    it('a token that is not a JWT returns 401 PGRST301', async () => {
      const res = await t.inject({ method: 'GET', url, headers: { authorization: 'Bearer nonsense' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
      expect(res.headers['www-authenticate']).toContain('invalid_token');
    });

    it('a token signed with another secret returns 401 PGRST301', async () => {
      const forged = await sign({ role: 'anon' }, 'another-secret-another-secret-another-secret');
      const res = await t.inject({ method: 'GET', url, headers: { apikey: forged, authorization: `Bearer ${forged}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('PGRST301');
    });

    it('a valid bearer with a forged apikey is still refused', async () => {
      const forged = await sign({ role: 'anon' }, 'another-secret-another-secret-another-secret');
      const res = await t.inject({ method: 'GET', url, headers: { apikey: forged, authorization: `Bearer ${key}` } });
      expect(res.statusCode).toBe(401);
    });

    it('an expired token returns 401 PGRST303 JWT expired', async () => {
      const expired = await sign({ role: 'anon' }, SECRET, Math.floor(Date.now() / 1000) - 60);
      const res = await t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${expired}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    });

    it('a correctly signed token for another role (service_role) is refused with 403', async () => {
      const service = await sign({ role: 'service_role' });
      const res = await t.inject({ method: 'GET', url: '/rest/v1/contacts?select=*', headers: { authorization: `Bearer ${service}` } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: '42501', message: 'permission denied to set role "service_role"' });
    });
  });
});
