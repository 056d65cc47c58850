import { ORIGIN, PASSWORD, enrolOperator, signIn, tokenOf, totpCode, type EnrolledOperator } from './support/admin';
import { OperatorAccountsService } from '../src/admin/operators/operator-accounts.service';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('/api/admin/session and /api/admin/enrolment', () => {
  let t: TestApp;
  let admin: EnrolledOperator;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await enrolOperator(t, 'ada@prairieflow.example', 'admin');
  });
  afterAll(() => t.close());

  const signInWith = (payload: object, ip = '127.0.0.1') =>
    t.inject({ method: 'POST', url: '/api/admin/session', remoteAddress: ip, headers: { origin: ORIGIN }, payload });

  it('POST /api/admin/session with password and TOTP sets an HttpOnly SameSite=Strict cookie; only its hash is stored', async () => {
    const response = await signInWith({ email: admin.email, password: PASSWORD, code: totpCode(admin.secret, 1) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ operator: { email: admin.email, role: 'admin' }, idleSeconds: 1800 });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^pf_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const id = cookie.split(';')[0].split('=')[1];
    const rows = await query<{ id_hash: string }>(t.database.url, 'SELECT id_hash FROM operator_sessions');
    expect(rows.map((r) => r.id_hash)).not.toContain(id);
    expect(rows).toHaveLength(1);
    const me = await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: cookie.split(';')[0] } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('the same TOTP code does not work twice', async () => {
    const code = totpCode(admin.secret, 1);
    const again = await signInWith({ email: admin.email, password: PASSWORD, code });
    expect(again.statusCode).toBe(401);
  });

  it('an unknown address, a wrong password and a wrong code get the same 401 body', async () => {
    const bodies = await Promise.all([
      signInWith({ email: 'nobody@prairieflow.example', password: PASSWORD, code: '123456' }, '10.1.0.1'),
      signInWith({ email: admin.email, password: 'not the password at all', code: totpCode(admin.secret) }, '10.1.0.2'),
      signInWith({ email: admin.email, password: PASSWORD, code: '000000' }, '10.1.0.3'),
    ]);
    expect(bodies.map((b) => b.statusCode)).toEqual([401, 401, 401]);
    expect(new Set(bodies.map((b) => b.body)).size).toBe(1);
    expect(bodies[0].json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'The e-mail, password or code is not right.' });
    expect(bodies[0].headers['set-cookie']).toBeUndefined();
  });

  it('an unknown address takes as long as a wrong password (both run argon2)', async () => {
    const operator = await enrolOperator(t, 'timing@prairieflow.example', 'editor');
    const time = async (email: string, ip: string) => {
      const started = performance.now();
      const response = await signInWith({ email, password: 'wrong password here', code: '123456' }, ip);
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      unknown.push(await time(`ghost${i}@prairieflow.example`, `10.2.${i}.1`));
      known.push(await time(operator.email, `10.2.${i}.2`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    // argon2 dominates both paths; without the dummy hash the unknown path would take ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });

  it('a recovery code signs in once', async () => {
    const code = admin.recoveryCodes[0];
    expect((await signInWith({ email: admin.email, password: PASSWORD, code: code.toUpperCase() })).statusCode).toBe(200);
    expect((await signInWith({ email: admin.email, password: PASSWORD, code }, '10.3.0.1')).statusCode).toBe(401);
  });

  it('signing in again rotates the session id; DELETE ends it', async () => {
    const operator = await enrolOperator(t, 'rotate@prairieflow.example', 'editor');
    const first = await signIn(t, operator);
    const second = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN, cookie: first },
      payload: { email: operator.email, password: PASSWORD, code: operator.recoveryCodes[1] },
    });
    const next = String(second.headers['set-cookie']).split(';')[0];
    expect(next).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: first } })).statusCode).toBe(401);
    const out = await t.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie: next, origin: ORIGIN } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: next } })).statusCode).toBe(401);
  });

  it('a session ends after 30 idle minutes and 12 hours after sign-in', async () => {
    const operator = await enrolOperator(t, 'expiry@prairieflow.example', 'editor');
    const idle = await signIn(t, operator);
    await query(t.database.url, `UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes'`);
    expect((await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: idle } })).statusCode).toBe(401);
    const old = await signIn(t, operator, '127.0.0.1', 1, operator.recoveryCodes[0]);
    await query(t.database.url, `UPDATE operator_sessions SET expires_at = now() - interval '1 second'`);
    expect((await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: old } })).statusCode).toBe(401);
    expect(await query(t.database.url, 'SELECT 1 FROM operator_sessions WHERE operator_id = $1', [operator.id])).toHaveLength(0);
  });

  it('disabling or resetting an operator ends their sessions at once', async () => {
    const accounts = t.app.get(OperatorAccountsService);
    const operator = await enrolOperator(t, 'leaver@prairieflow.example', 'admin');
    const cookie = await signIn(t, operator);
    await accounts.disable(operator.email, { id: null, email: 'cli' });
    expect((await t.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401);
    const link = await accounts.reset(operator.email, { id: null, email: 'cli' });
    expect(link.enrolmentUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/admin\/enrol#[A-Za-z0-9_-]{43}$/);
    expect(
      (await signInWith({ email: operator.email, password: PASSWORD, code: totpCode(operator.secret, 1) }, '10.4.0.1')).statusCode,
    ).toBe(401);
  });

  describe('enrolment', () => {
    it('refuses a short or common password and a wrong code, naming the field; the link works once', async () => {
      const link = await t.app
        .get(OperatorAccountsService)
        .add({ email: 'new@prairieflow.example', role: 'editor' }, { id: null, email: 'cli' });
      const token = tokenOf(link.enrolmentUrl);
      const start = await t.inject({ method: 'POST', url: '/api/admin/enrolment/start', headers: { origin: ORIGIN }, payload: { token } });
      expect(start.statusCode).toBe(200);
      const { secret, qrSvg, otpauthUri } = start.json();
      expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      const finish = (password: string, code: string) =>
        t.inject({ method: 'POST', url: '/api/admin/enrolment/finish', headers: { origin: ORIGIN }, payload: { token, password, code } });
      expect((await finish('short', totpCode(secret))).json().issues).toEqual([
        { path: 'password', message: 'Password must be at least 12 characters' },
      ]);
      expect((await finish('password1234', totpCode(secret))).json().issues).toEqual([
        { path: 'password', message: 'This password is too common. Choose one that is harder to guess.' },
      ]);
      expect((await finish('qwertyuiop123', totpCode(secret))).statusCode).toBe(400);
      expect((await finish(PASSWORD, '000000')).json().issues).toEqual([
        { path: 'code', message: 'Enter the 6-digit code your authenticator app shows' },
      ]);
      const done = await finish(PASSWORD, totpCode(secret));
      expect(done.statusCode).toBe(200);
      expect(done.json().recoveryCodes).toHaveLength(10);
      expect((await finish(PASSWORD, totpCode(secret))).json().issues[0].path).toBe('token');
      const stored = await query<{ password_hash: string; totp_secret_enc: string }>(
        t.database.url,
        `SELECT password_hash, totp_secret_enc FROM operators WHERE email = 'new@prairieflow.example'`,
      );
      expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(stored[0].totp_secret_enc).not.toContain(secret);
      expect(stored[0].totp_secret_enc).toMatch(/^v1\./);
    });

    it('an expired link is refused', async () => {
      const link = await t.app
        .get(OperatorAccountsService)
        .add({ email: 'late@prairieflow.example', role: 'editor' }, { id: null, email: 'cli' });
      await query(
        t.database.url,
        `UPDATE operators SET enrolment_expires_at = now() - interval '1 minute' WHERE email = 'late@prairieflow.example'`,
      );
      const start = await t.inject({
        method: 'POST',
        url: '/api/admin/enrolment/start',
        headers: { origin: ORIGIN },
        payload: { token: tokenOf(link.enrolmentUrl) },
      });
      expect(start.statusCode).toBe(400);
      expect(start.json().issues).toEqual([{ path: 'token', message: 'This link is not valid any more. Ask an admin for a new one.' }]);
    });
  });

  it('audits good and failed sign-ins with who and when', async () => {
    const rows = await query<{ action: string; actor_email: string }>(
      t.database.url,
      `SELECT action, actor_email FROM audit_log WHERE action LIKE 'sign_in.%'`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'sign_in.succeeded', actor_email: admin.email },
        { action: 'sign_in.failed', actor_email: 'nobody@prairieflow.example' },
      ]),
    );
  });
});
