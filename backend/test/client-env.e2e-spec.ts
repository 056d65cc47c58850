import { jwtVerify } from 'jose';
import { createTestApp } from './support/test-app';

const SECRET = 'client-env-spec-secret-0123456789abcdef';

describe('GET /api/client-env', () => {
  describe('without SUPABASE_URL', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => (t = await createTestApp({ JWT_SECRET: SECRET, PUBLIC_SITE_URL: 'https://www.prairieflow.example' })));
    afterAll(() => t.close());

    it('returns exactly the rest URL and the anon key, never the secret, and is not cached', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/client-env', headers: { host: '127.0.0.1:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['SUPABASE_ANON_KEY', 'SUPABASE_URL']);
      expect(body.SUPABASE_URL).toBe('https://www.prairieflow.example');
      expect(res.body).not.toContain(SECRET);
      const { payload } = await jwtVerify(body.SUPABASE_ANON_KEY, new TextEncoder().encode(SECRET));
      expect(payload.role).toBe('anon');
      expect(payload.exp! - payload.iat!).toBeGreaterThan(5 * 365 * 24 * 3600);
    });

    it.each([
      { host: 'evil.example' },
      { host: 'evil.example:8443' },
      { host: 'evil.example/<script>' },
      { host: 'localhost:3000' },
      { host: 'www.prairieflow.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      { forwarded: 'host=evil.example;proto=http' },
    ])('answers PUBLIC_SITE_URL whatever the request headers say (issue 16, item 4): %j', async (headers) => {
      const res = await t.inject({ method: 'GET', url: '/api/client-env', headers });
      expect(res.json().SUPABASE_URL).toBe('https://www.prairieflow.example');
      expect(res.body).not.toContain('evil');
    });

    it('the anon key it hands out is accepted by /rest/v1', async () => {
      const key = (await t.inject({ method: 'GET', url: '/api/client-env' })).json().SUPABASE_ANON_KEY;
      const res = await t.inject({
        method: 'GET',
        url: '/rest/v1/job_listings?select=id,title',
        headers: { apikey: key, authorization: `Bearer ${key}` },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('without PUBLIC_SITE_URL either', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => (t = await createTestApp({ JWT_SECRET: SECRET, PORT: '3456' })));
    afterAll(() => t.close());

    it("answers this server's own address (127.0.0.1 and PORT), not the Host header", async () => {
      const res = await t.inject({ method: 'GET', url: '/api/client-env', headers: { host: 'evil.example' } });
      expect(res.json().SUPABASE_URL).toBe('http://127.0.0.1:3456');
    });
  });

  describe('pointed at a Supabase project', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => (t = await createTestApp({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'eyJ.project.key' })));
    afterAll(() => t.close());

    it("returns the project's URL and key as configured", async () => {
      const res = await t.inject({ method: 'GET', url: '/api/client-env' });
      expect(res.json()).toEqual({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'eyJ.project.key' });
    });

    it('the embedded /rest/v1 then answers PostgREST\'s "Server lacks JWT secret"', async () => {
      const res = await t.inject({ method: 'GET', url: '/rest/v1/job_listings', headers: { apikey: 'eyJ.project.key' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'PGRST300', details: null, hint: null, message: 'Server lacks JWT secret' });
    });
  });
});
