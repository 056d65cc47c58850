import { createTestApp } from './support/test-app';
import { query } from './support/test-database';
import { injections, invalidUnicode, LEAK, validUnicode } from './bad-input-cases';

/**
 * The GET routes (query strings and path parameters) and the newsletter link routes get
 * hostile values: never a 5xx, never a leak, and the link routes change nothing.
 */
const hostile: Record<string, string> = { ...validUnicode, ...invalidUnicode, ...injections, huge: 'x'.repeat(4000), empty: '' };
const enc = encodeURIComponent;
/** encodeURIComponent throws on lone surrogates; send their UTF-8-invalid escape instead. */
const safeEnc = (v: string) => {
  try {
    return enc(v);
  } catch {
    return v.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^\x20-\x7E%]/g, (c) => enc(c));
  }
};

describe('bad input on the GET routes and newsletter links', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const subscribers = async () => query(t.database.url, 'SELECT email, status FROM newsletter_subscribers ORDER BY email');

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_WINDOW: '1000000' });
    await t.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'reader@example.com' },
    });
  });
  afterAll(() => t.close());

  const urls: string[] = [];
  for (const [, value] of Object.entries(hostile)) {
    const v = safeEnc(value);
    urls.push(`/api/blogs?page=${v}`, `/api/blogs?limit=${v}`, `/api/blogs?page=1&limit=5&extra=${v}`, `/api/blogs/${v || '%20'}`);
    urls.push(`/api/jobs?x=${v}`, `/api/client-env?x=${v}`);
    urls.push(`/api/newsletter/confirm?token=${v}`, `/api/newsletter/unsubscribe?token=${v}`);
  }
  urls.push(
    '/api/blogs?page=-1',
    '/api/blogs?page=1.5',
    '/api/blogs?page=99999999999999999999',
    '/api/blogs?limit=0',
    '/api/blogs?limit=100000',
  );
  urls.push(
    '/api/blogs?page=1&page=2',
    '/api/blogs?page[]=1',
    '/api/blogs?__proto__[polluted]=1',
    '/api/blogs?constructor[prototype][polluted]=1',
  );
  urls.push(
    '/api/blogs/..%2F..%2Fetc%2Fpasswd',
    '/api/blogs/%00',
    '/api/blogs/%E0%A4%A',
    '/api/newsletter/confirm',
    '/api/newsletter/confirm?token=a&token=b',
  );

  it.each(urls.map((u) => [u.length > 90 ? `${u.slice(0, 90)}…` : u, u]))('GET %s: below 500, no leak', async (_title, url) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(LEAK);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const unsubscribeBodies: [string, string, string][] = [
    ['form', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['form with a bad token', 'application/x-www-form-urlencoded', 'token=%27%20OR%201%3D1--'],
    ['form with a NUL token', 'application/x-www-form-urlencoded', 'token=abc%00defghijklmnopq'],
    ['JSON token of the wrong type', 'application/json', '{"token":{"$ne":null}}'],
    ['broken JSON', 'application/json', '{"token":'],
    ['text/plain', 'text/plain', 'token=abc'],
  ];
  it.each(unsubscribeBodies)('POST /api/newsletter/unsubscribe with %s: refused, nobody unsubscribed', async (_name, type, payload) => {
    const before = await subscribers();
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(LEAK);
    expect(await subscribers()).toEqual(before);
  });

  it('no confirm link guessed from hostile input confirmed anyone', async () => {
    expect((await subscribers()).map((s) => s.status)).toEqual(['pending']);
  });
});
