import { createTestApp } from './support/test-app';

describe('error bodies', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const shape = { statusCode: expect.any(Number), error: expect.any(String), message: expect.any(String) };

  it('an unknown /api route returns 404 with the standard body', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/does-not-exist' });
  });

  it('broken JSON returns 400 with the standard body and no stack', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(shape);
    expect(res.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('a body over 16 KB returns 413 with the standard body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(17 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('a non-JSON body on /api returns 415', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Content-Type must be application/json' });
  });
});

describe('malformed requests Fastify refuses before routing (issue 18, item 8)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/%zz', '/api/contact%', '/%E0%A4%A', '/rest/v1/page_views%zz', '/api/blogs/%c0%af'])(
    'GET %s returns 400 with the standard body and every security header',
    async (url) => {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request URL is not valid' });
      expect(res.body).not.toMatch(/FST_|Fastify/i);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; object-src 'none'; frame-ancestors 'none'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    },
  );

  it('JSON nested 5,000 deep on /api returns 400, not a 500', async () => {
    const payload = `{"name":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
    const res = await t.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
  });
});
