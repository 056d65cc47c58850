import { enrolOperator, PASSWORD, totpCode } from './support/admin';
import { createTestApp } from './support/test-app';

/** Over TLS the session cookie is __Host- prefixed and Secure (ASVS 5.0 V3.3). */
describe('POST /api/admin/session behind https', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_SITE_URL: 'https://console.example' });
  });
  afterAll(() => t.close());

  it('sets __Host-pf_console; Secure, and reads only that name back', async () => {
    const origin = 'https://console.example';
    const operator = await enrolOperator(t, 'tls@prairieflow.example', 'admin', origin);
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin },
      payload: { email: operator.email, password: PASSWORD, code: totpCode(operator.secret, 1) },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-pf_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const value = cookie.split(';')[0].split('=')[1];
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: `__Host-pf_console=${value}` } })).statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: `pf_console=${value}` } })).statusCode).toBe(401);
    const plainOrigin = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'http://console.example' },
      payload: {},
    });
    expect(plainOrigin.statusCode).toBe(403);
  });
});
