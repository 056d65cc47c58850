import pino from 'pino';
import { loadConfig } from '../src/config/config';
import { createApp } from '../src/create-app';
import { createTestApp } from './support/test-app';

describe('GET /healthz and /readyz', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz returns 200 while the process is up', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz returns 200 when the database answers', async () => {
    const res = await t.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('every response carries a request id, and a valid incoming one is kept', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /readyz returns 503 with a clear message when the database does not answer', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SERVE_STATIC: 'false',
      WORKER_ENABLED: 'false',
      DATABASE_URL: 'postgresql://nobody:nothing@127.0.0.1:1/none',
    });
    const app = await createApp(config, pino({ level: 'silent' }));
    try {
      const res = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' });
    } finally {
      await app.close();
    }
  });
});
