import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  countReturnVisit,
  insertChatInteraction,
  insertPageView,
  insertVisitor,
  readVisitor,
} from '../../frontend/app/features/analytics/table-calls';
import { createRestClient, type RestClient } from '../../frontend/app/lib/rest-client-options';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

/**
 * The contract: the requests the browser's table client (supabase-js's @supabase/postgrest-js,
 * set up as supabase-js sets it up) sends for this product's table calls are recorded by a plain
 * HTTP server, then replayed against the embedded /rest/v1; and the same calls run through it
 * against the listening app must succeed.
 */
interface Recorded {
  name: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const VISITOR = 'v_contract1234';
const JOBS_COLUMNS = 'id,title,location,type,description,posted_at,application_link';

/** The product's calls, in the order a first visit, a second visit and a chat make them. */
async function productCalls(db: RestClient, mark: (name: string) => void) {
  mark('read visitor');
  const first = await readVisitor(db, VISITOR);
  mark('insert visitor');
  const inserted = await insertVisitor(db, {
    visitorId: VISITOR,
    userAgent: 'Mozilla/5.0 (contract)',
    referrer: 'https://search.example/',
    landingPage: '/?utm_source=news',
  });
  mark('read visitor again');
  const second = await readVisitor(db, VISITOR);
  mark('count return visit');
  const counted = await countReturnVisit(db, VISITOR, second.data?.visit_count ?? 1, new Date('2026-11-21T12:00:00Z'));
  mark('insert page view');
  const view = await insertPageView(db, {
    visitorId: VISITOR,
    pageUrl: 'http://127.0.0.1/about?utm_source=news',
    pageTitle: 'About',
    utm: { utm_source: 'news', utm_campaign: 'fall' },
  });
  mark('insert chat interaction');
  const chat = await insertChatInteraction(db, {
    visitorId: VISITOR,
    conversationId: 'conv_contract12',
    message: 'Hello',
    isBot: false,
    email: 'a@b.example',
  });
  mark('read open jobs');
  const jobs = await db.from('job_listings').select(JOBS_COLUMNS).order('posted_at', { ascending: false });
  return { first, inserted, second, counted, view, chat, jobs };
}

describe('table client ↔ embedded /rest/v1 contract', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let anonKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    anonKey = (await t.inject({ method: 'GET', url: '/api/client-env' })).json().SUPABASE_ANON_KEY;
    await query(
      t.database.url,
      `INSERT INTO job_listings (title, location, type, description, posted_at, application_link) VALUES ('AI Engineer', 'Remote', 'Full-time', 'Build', '2026-11-01', 'https://jobs.example/ai')`,
    );
  });
  afterAll(() => t.close());

  it('replays every recorded request with the statuses PostgREST gives', async () => {
    const recorded: Recorded[] = [];
    let current = '';
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        recorded.push({ name: current, method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.method === 'GET') res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
        else res.writeHead(req.method === 'POST' ? 201 : 204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    await productCalls(createRestClient(`http://127.0.0.1:${port}`, anonKey, VISITOR), (name) => (current = name));
    await new Promise((r) => server.close(r));

    // What the client sends: the anon key both ways, the visitor header, the public profile.
    for (const r of recorded) {
      expect(r.url.startsWith('/rest/v1/')).toBe(true);
      expect(r.headers.apikey).toBe(anonKey);
      expect(r.headers.authorization).toBe(`Bearer ${anonKey}`);
      expect(r.headers['x-visitor-id']).toBe(VISITOR);
      expect(r.headers[r.method === 'GET' ? 'accept-profile' : 'content-profile']).toBe('public');
    }
    if (process.env.SHOW_RECORDED) console.log(JSON.stringify(recorded, null, 1));
    expect(recorded.map((r) => `${r.name}: ${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'read visitor: GET /rest/v1/website_visitors',
      'insert visitor: POST /rest/v1/website_visitors',
      'read visitor again: GET /rest/v1/website_visitors',
      'count return visit: PATCH /rest/v1/website_visitors',
      'insert page view: POST /rest/v1/page_views',
      'insert chat interaction: POST /rest/v1/chatbot_interactions',
      'read open jobs: GET /rest/v1/job_listings',
    ]);

    const statuses: Record<string, number> = {};
    const bodies: Record<string, unknown> = {};
    for (const r of recorded) {
      const { host: _host, connection: _c, 'content-length': _l, ...headers } = r.headers;
      const res = await t.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: headers as Record<string, string>,
        payload: r.body || undefined,
      });
      statuses[r.name] = res.statusCode;
      bodies[r.name] = res.body ? res.json() : null;
    }
    expect(statuses).toEqual({
      'read visitor': 200,
      'insert visitor': 201,
      'read visitor again': 200,
      'count return visit': 204,
      'insert page view': 201,
      'insert chat interaction': 201,
      'read open jobs': 200,
    });
    // The replayed reads: nothing before the insert, then the visitor's own row.
    expect(bodies['read visitor']).toEqual([]);
    expect(bodies['read visitor again']).toEqual([{ visit_count: 1 }]);
    expect((bodies['read open jobs'] as { title: string }[]).map((j) => j.title)).toEqual(['AI Engineer']);
    const [visitor] = await query(
      t.database.url,
      'SELECT visit_count, ip_address, referrer_url FROM website_visitors WHERE visitor_id = $1',
      [VISITOR],
    );
    // The recorded PATCH carries visit_count 2 (the recording server had answered the read with []).
    expect(visitor).toEqual({ visit_count: 2, ip_address: '0.0.0.0', referrer_url: 'https://search.example/' });
  });

  it('the same calls through the client against the listening app succeed and store the rows', async () => {
    await query(t.database.url, 'DELETE FROM website_visitors; DELETE FROM page_views; DELETE FROM chatbot_interactions');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const result = await productCalls(createRestClient(`http://127.0.0.1:${port}`, anonKey, VISITOR), () => undefined);
    for (const [name, r] of Object.entries(result)) expect({ name, error: r.error }).toEqual({ name, error: null });
    expect(result.first.data).toBeNull();
    expect(result.second.data).toEqual({ visit_count: 1 });
    expect(result.jobs.data?.[0]).toMatchObject({ title: 'AI Engineer', posted_at: '2026-11-01' });
    const [visitor] = await query(t.database.url, 'SELECT visit_count, last_visit_at FROM website_visitors WHERE visitor_id = $1', [
      VISITOR,
    ]);
    expect(visitor.visit_count).toBe(2);
    expect(new Date(visitor.last_visit_at as string).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    const views = await query(t.database.url, 'SELECT page_url, page_title, utm_source, utm_medium, utm_campaign FROM page_views');
    expect(views).toEqual([
      {
        page_url: 'http://127.0.0.1/about?utm_source=news',
        page_title: 'About',
        utm_source: 'news',
        utm_medium: null,
        utm_campaign: 'fall',
      },
    ]);
    const chats = await query(t.database.url, 'SELECT conversation_id, is_bot_message, email FROM chatbot_interactions');
    expect(chats).toEqual([{ conversation_id: 'conv_contract12', is_bot_message: false, email: 'a@b.example' }]);
  });
});
