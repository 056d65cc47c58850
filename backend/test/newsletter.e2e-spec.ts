import { messages, newsletterConsentVersion, newsletterSuccessMessage } from '@prairieflow/contracts';
import { nextIp } from './support/lead-requests';
import type { ReceivedMail } from './support/smtp-receiver';
import { decodeHeader, partOf } from './support/mime';
import { startSmtpReceiver } from './support/smtp-receiver';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

describe('newsletter: POST /api/newsletter, confirm and unsubscribe links', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({
      WORKER_ENABLED: 'true',
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'https://site.example',
      STAFF_EMAIL: 'staff@prairieflow.example',
      RATE_LIMIT_FORMS_PER_WINDOW: '4',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = (payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress: ip, headers });
  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email));
  const pathOf = (url: string) => url.replace('https://site.example', '');
  const linkIn = (mail: ReceivedMail, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`https://site\\.example/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`).exec(partOf(mail, 'text/plain')!.body)![0];
  const settle = () => new Promise((r) => setTimeout(r, 700));

  it('a new address gets 200, a pending record with its consent, and one confirmation e-mail with unsubscribe headers', async () => {
    const res = await subscribe({ email: ' New.Reader@Example.com ' }, '203.0.113.77', {
      'user-agent': 'Mozilla/5.0 (Test)',
      referer: 'https://site.example/?utm_source=x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: newsletterSuccessMessage });
    const [row] = await db(
      'SELECT status, consent_ip_anonymized, consent_user_agent, consent_source_page, consent_text_version, confirmed_at FROM newsletter_subscribers WHERE email = $1',
      ['new.reader@example.com'],
    );
    expect(row).toEqual({
      status: 'pending',
      consent_ip_anonymized: '203.0.113.0',
      consent_user_agent: 'Mozilla/5.0 (Test)',
      consent_source_page: 'https://site.example/',
      consent_text_version: newsletterConsentVersion,
      confirmed_at: null,
    });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('new.reader@example.com'));
    expect(mail.headers.subject).toBe('Please confirm your newsletter subscription');
    const unsubscribeUrl = linkIn(mail, 'unsubscribe');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>, <mailto:staff@prairieflow.example?subject=unsubscribe>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Once sent, the plain token is gone from the delivery row: only its hash stays.
    const [delivery] = await db<{ payload: Record<string, unknown> }>(
      "SELECT payload FROM deliveries WHERE kind = 'newsletter_confirmation' AND payload->>'email' = $1",
      ['new.reader@example.com'],
    );
    expect(delivery.payload.token).toBeUndefined();
  });

  it('the confirm link confirms (200 page), again says already confirmed; repeat subscribes send no more mail', async () => {
    await subscribe({ email: 'confirm.me@example.com' });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('confirm.me@example.com'));
    const confirm = await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'confirm')) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toMatch(/^text\/html/);
    expect(confirm.headers['content-security-policy']).toContain("default-src 'none'");
    expect(confirm.body).toContain('<h1>Subscription confirmed</h1>');
    expect(confirm.body).toContain('<html lang="en">');
    const [row] = await db<{ status: string; confirmed_at: Date | null }>(
      'SELECT status, confirmed_at FROM newsletter_subscribers WHERE email = $1',
      ['confirm.me@example.com'],
    );
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).not.toBeNull();
    const again = await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'confirm')) });
    expect(again.body).toContain('Already confirmed');
    expect((await subscribe({ email: 'confirm.me@example.com' })).json()).toEqual({ success: true, message: newsletterSuccessMessage });
    await settle();
    expect(mailsTo('confirm.me@example.com')).toHaveLength(1);
  });

  it('subscribing twice within 10 minutes sends one confirmation e-mail only', async () => {
    await subscribe({ email: 'twice@example.com' });
    await subscribe({ email: 'TWICE@example.com' });
    await smtp.waitFor((m) => m.envelopeTo.includes('twice@example.com'));
    await settle();
    expect(mailsTo('twice@example.com')).toHaveLength(1);
    expect(await db('SELECT id FROM newsletter_subscribers WHERE email = $1', ['twice@example.com'])).toHaveLength(1);
  });

  it('one-click unsubscribe (RFC 8058 form POST) suppresses the address; only an explicit new subscribe starts a new opt-in', async () => {
    await subscribe({ email: 'leaver@example.com' });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('leaver@example.com'));
    const page = await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'unsubscribe')) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form method="post" action="\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+">/);
    // The GET only asks: a link scanner opening it does not unsubscribe anyone.
    expect((await db('SELECT status FROM newsletter_subscribers WHERE email = $1', ['leaver@example.com']))[0].status).toBe('pending');

    const oneClick = await t.inject({
      method: 'POST',
      url: pathOf(linkIn(mail, 'unsubscribe')),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    const [row] = await db<{ status: string; confirm_token_hash: string | null }>(
      'SELECT status, confirm_token_hash FROM newsletter_subscribers WHERE email = $1',
      ['leaver@example.com'],
    );
    expect(row).toEqual({ status: 'unsubscribed', confirm_token_hash: null });
    // The old confirmation link no longer subscribes the address.
    expect((await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'confirm')) })).statusCode).toBe(404);

    const back = await subscribe({ email: 'leaver@example.com' });
    expect(back.json()).toEqual({ success: true, message: newsletterSuccessMessage });
    const until = Date.now() + 10_000;
    while (mailsTo('leaver@example.com').length < 2 && Date.now() < until) await settle();
    expect(mailsTo('leaver@example.com')).toHaveLength(2);
    expect((await db('SELECT status FROM newsletter_subscribers WHERE email = $1', ['leaver@example.com']))[0].status).toBe('pending');
  });

  it('a subscriber from a French page gets the confirmation e-mail, and its pages, in French', async () => {
    await subscribe({ email: 'lectrice@example.com' }, nextIp(), { referer: 'https://site.example/fr/content/clinic-no-shows' });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('lectrice@example.com'));
    expect((await db('SELECT language FROM newsletter_subscribers WHERE email = $1', ['lectrice@example.com']))[0].language).toBe('fr');
    expect(decodeHeader(mail.headers.subject)).toBe('Veuillez confirmer votre abonnement à l’infolettre');
    expect(partOf(mail, 'text/html')!.body).toContain('<html lang="fr">');
    expect(partOf(mail, 'text/plain')!.body).toMatch(/^Confirmer\s: https:\/\/site\.example\/api\/newsletter\/confirm\?token=/m);
    const ask = await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'unsubscribe')) });
    expect(ask.body).toContain('<html lang="fr">');
    expect(ask.body).toContain('href="https://site.example/fr"');
    const confirmed = await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'confirm')) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<h1>Abonnement confirmé</h1>');
    // Given in the body, the page's language wins over the referrer; English stays the default.
    await subscribe({ email: 'reader.en@example.com', language: 'en' }, nextIp(), { referer: 'https://site.example/fr' });
    const english = await smtp.waitFor((m) => m.envelopeTo.includes('reader.en@example.com'));
    expect(english.headers.subject).toBe('Please confirm your newsletter subscription');
  });

  it('an expired confirmation link answers 410 and does not confirm', async () => {
    await subscribe({ email: 'late@example.com' });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('late@example.com'));
    await db("UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'");
    const res = await t.inject({ method: 'GET', url: pathOf(linkIn(mail, 'confirm')) });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This link has expired');
    expect((await db("SELECT status FROM newsletter_subscribers WHERE email = 'late@example.com'"))[0].status).toBe('pending');
  });

  it('bad or hostile tokens get a 404 page that reflects nothing', async () => {
    for (const url of [
      '/api/newsletter/confirm',
      '/api/newsletter/confirm?token=short',
      `/api/newsletter/confirm?token=${encodeURIComponent('<script>alert(1)</script>aaaaaaaaaaaaaaaa')}`,
      '/api/newsletter/unsubscribe?token=%22%3E%3Cimg%20src%3Dx%3Eaaaaaaaaaaaaaaa',
      `/api/newsletter/confirm?token=${'a'.repeat(40)}`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/<script>|<img/);
    }
    const post = await t.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${'b'.repeat(43)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(404);
  });

  it.each([
    ['an empty address', { email: '' }, messages.newsletterEmpty],
    ['a missing address', {}, messages.newsletterEmpty],
    ['an invalid address', { email: 'not-an-address' }, messages.email],
    ['a number', { email: 42 }, messages.newsletterEmpty],
  ])('%s returns 400 with the message', async (_label, payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({ path: 'email', message });
  });

  it('unknown fields return 400; a form body returns 415; a 17 KB body returns 413', async () => {
    expect((await subscribe({ email: 'x@example.com', subscribed: true })).statusCode).toBe(400);
    const form = await t.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: 'email=x@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect((await subscribe({ email: `${'a'.repeat(17 * 1024)}@example.com` })).statusCode).toBe(413);
  });

  it('the 5th subscribe in a window from one IP returns 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1) expect((await subscribe({ email: `rl${i}@example.com` }, ip)).statusCode).toBe(200);
    const res = await subscribe({ email: 'rl9@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a contact-form sender is never subscribed', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: { name: 'Contact Only', email: 'contact.only@example.com', industry: 'other', message: 'Just a question for you.' },
    });
    expect(await db("SELECT id FROM newsletter_subscribers WHERE email = 'contact.only@example.com'")).toHaveLength(0);
  });
});
