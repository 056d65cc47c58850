import pino from 'pino';
import { loadConfig } from '../src/config/config';
import { createApp } from '../src/create-app';
import { signAnonKey } from '../src/keys/anon-key';
import { nextIp } from './support/lead-requests';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

const SECRET = 'abuse-spec-secret-that-is-long-enough-0123456789';
const VISITOR = 'v_abuseSpec01';

/** /rest/v1 writes are limited per client IP (all tables and methods together), in the store every replica shares. */
describe('/rest/v1 write limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  const env = { JWT_SECRET: SECRET, RATE_LIMIT_REST_PER_WINDOW: '3', RATE_LIMIT_WINDOW_SECONDS: '3600' };
  const pageView = (remoteAddress: string, inject = t.inject) =>
    inject({
      method: 'POST',
      url: '/rest/v1/page_views',
      remoteAddress,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-visitor-id': VISITOR },
      payload: { visitor_id: VISITOR, page_url: 'http://localhost/', page_title: 'Home' },
    });
  const stored = async () => Number((await query(t.database.url, 'SELECT count(*)::int AS n FROM page_views'))[0].n);

  beforeAll(async () => {
    t = await createTestApp(env);
    key = await signAnonKey(SECRET);
  });
  afterAll(() => t.close());

  it('the 4th page view from one IP is 429 with Retry-After in PostgREST error shape, and is not stored', async () => {
    const ip = nextIp();
    const before = await stored();
    for (let i = 0; i < 3; i++) expect((await pageView(ip)).statusCode).toBe(201);
    const limited = await pageView(ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(limited.json()).toEqual({
      code: 'PGRST429',
      message: 'Too many requests. Please try again later.',
      details: 'More than 3 writes in 3600 s from this address',
      hint: expect.stringMatching(/^Retry after \d+ s$/),
    });
    expect(await stored()).toBe(before + 3);
  });

  it('the limit is per address, as README says: writes to other tables and with other methods count too (issue 18, item 9)', async () => {
    const ip = nextIp();
    const visitor = (method: 'POST' | 'PATCH') =>
      t.inject({
        method,
        url: method === 'POST' ? '/rest/v1/website_visitors' : '/rest/v1/website_visitors?visitor_id=eq.v_abuseOther1',
        remoteAddress: ip,
        headers: { apikey: key, 'content-type': 'application/json', 'x-visitor-id': 'v_abuseOther1' },
        payload: method === 'POST' ? { visitor_id: 'v_abuseOther1', landing_page: '/' } : { visit_count: 2 },
      });
    expect((await pageView(ip)).statusCode).toBe(201);
    expect((await visitor('POST')).statusCode).toBe(201);
    expect((await visitor('PATCH')).statusCode).toBe(204);
    for (const res of [await pageView(ip), await visitor('PATCH')]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().details).toBe('More than 3 writes in 3600 s from this address');
    }
  });

  it('other IPs and reads keep working while one IP is limited', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await pageView(ip);
    expect((await pageView(nextIp())).statusCode).toBe(201);
    const read = await t.inject({
      method: 'GET',
      url: '/rest/v1/website_visitors?select=visitor_id',
      remoteAddress: ip,
      headers: { apikey: key, 'x-visitor-id': VISITOR },
    });
    expect(read.statusCode).toBe(200);
  });

  it('a second replica on the same database sees the first one’s count', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await pageView(ip)).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 400)); // one flush interval of the first replica
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_STATIC: 'false',
      WORKER_ENABLED: 'false',
      ...env,
      DATABASE_URL: t.database.url,
    });
    const replica = await createApp(config, pino({ level: 'silent' }));
    try {
      const fastify = replica.getHttpAdapter().getInstance();
      await fastify.ready();
      const res = await pageView(ip, fastify.inject.bind(fastify));
      expect(res.statusCode).toBe(429);
    } finally {
      await replica.close();
    }
  });

  it('a /rest/v1 body over 16 KB is refused with 413 before it reaches the database', async () => {
    const before = await stored();
    const res = await t.inject({
      method: 'POST',
      url: '/rest/v1/page_views',
      remoteAddress: nextIp(),
      headers: { apikey: key, 'content-type': 'application/json', 'x-visitor-id': VISITOR },
      payload: JSON.stringify({ visitor_id: VISITOR, page_url: `http://localhost/${'a'.repeat(17 * 1024)}` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PGRST102', message: 'Request body is too large' });
    expect(await stored()).toBe(before);
  });
});
