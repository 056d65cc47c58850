import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntil } from './support/fault-helpers';
import { nextIp, validContact } from './support/lead-requests';
import { parseMail } from './support/mime';
import { createTestApp } from './support/test-app';

/**
 * Issue 16, item 4: no request header becomes an absolute URL. Every absolute link the backend
 * writes (client-env, sitemap, robots, RSS, e-mail links) comes from PUBLIC_SITE_URL, whatever
 * Host, X-Forwarded-Host, X-Forwarded-Proto or Forwarded say, so a forged or cache-poisoned
 * request cannot point visitors, crawlers or mail recipients elsewhere.
 */
const SITE = 'https://www.prairieflow.example';
const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

describe('absolute URLs come from PUBLIC_SITE_URL, never from request headers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-host-'));
  beforeAll(async () => {
    // TRUST_PROXY on: even headers from a trusted proxy do not choose our links.
    t = await createTestApp({
      PUBLIC_SITE_URL: SITE,
      TRUST_PROXY: 'true',
      WORKER_ENABLED: 'true',
      DATA_DIR: dataDir,
      FORM_MIN_FILL_MS: '0',
    });
  });
  afterAll(() => t.close());

  it.each(['/api/client-env', '/robots.txt', '/sitemap.xml', '/rss.xml'])('GET %s', async (url) => {
    const res = await t.inject({ method: 'GET', url, headers: forged });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SITE);
    expect(res.body).not.toContain('evil');
  });

  it('the newsletter confirmation and staff e-mails link to PUBLIC_SITE_URL', async () => {
    const headers = { ...forged, 'content-type': 'application/json' };
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/newsletter',
          headers,
          remoteAddress: nextIp(),
          payload: { email: 'reader@example.com' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (await t.inject({ method: 'POST', url: '/api/contact', headers, remoteAddress: nextIp(), payload: validContact })).statusCode,
    ).toBe(201);
    const mailDir = path.join(dataDir, 'mail');
    const mails = await waitUntil(
      () => {
        try {
          const files = readdirSync(mailDir);
          // Decoded (quoted-printable, base64) text of every part, headers included.
          const read = (f: string) => {
            const raw = readFileSync(path.join(mailDir, f), 'utf8');
            return [raw, ...parseMail(raw).parts.map((p) => p.body)].join('\n');
          };
          return files.length >= 2 ? files.map(read) : undefined;
        } catch {
          return undefined;
        }
      },
      30_000,
      () => 'two e-mails written',
    );
    const confirmation = mails.find((m) => m.includes('/api/newsletter/confirm?token='));
    expect(confirmation).toBeDefined();
    expect(confirmation).toContain(`${SITE}/api/newsletter/confirm?token=`);
    for (const mail of mails) expect(mail).not.toContain('evil');
  });
});
