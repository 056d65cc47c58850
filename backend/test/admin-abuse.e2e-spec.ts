import { ORIGIN, PASSWORD, enrolOperator, totpCode, type EnrolledOperator } from './support/admin';
import { startSmtpReceiver } from './support/smtp-receiver';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Guessing passwords gets slower and slower, per account and per client address. */
describe('POST /api/admin/session throttling and lock-out', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let victim: EnrolledOperator;
  const db = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => query<T>(t.database.url, sql, params);
  const attempt = (email: string, password: string, ip: string, code = '123456') =>
    t.inject({
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress: ip,
      headers: { origin: ORIGIN },
      payload: { email, password, code },
    });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ WORKER_ENABLED: 'true', SMTP_URL: smtp.url });
    victim = await enrolOperator(t, 'victim@prairieflow.example', 'admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('five failures lock the account (even the right password then gets 429) and e-mail its owner', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(victim.email, `wrong guess ${i}`, `10.9.0.${i + 1}`)).statusCode).toBe(401);
    const locked = await attempt(victim.email, PASSWORD, '10.9.1.1', totpCode(victim.secret, 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Wait a little and try again.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const mail = await smtp.waitFor((m) => m.raw.includes('Your Prairieflow console account was locked'));
    expect(mail.envelopeTo).toEqual(['victim@prairieflow.example']);
    const audit = await db<{ action: string }>(`SELECT action FROM audit_log WHERE actor_email = $1 AND action = 'sign_in.locked'`, [
      victim.email,
    ]);
    expect(audit).toHaveLength(1);
  });

  it('each failure past the threshold doubles the wait', async () => {
    await db(`UPDATE sign_in_throttles SET blocked_until = now() - interval '1 second'`);
    expect((await attempt(victim.email, 'still wrong', '10.9.2.1')).statusCode).toBe(401);
    const rows = await db<{ seconds: number }>(
      `SELECT extract(epoch FROM blocked_until - now())::int AS seconds FROM sign_in_throttles WHERE failures = 6`,
    );
    expect(rows[0].seconds).toBeGreaterThan(100);
    expect(rows[0].seconds).toBeLessThanOrEqual(120);
  });

  it('an unknown address locks exactly like a real one (and nobody is e-mailed)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await attempt('ghost@prairieflow.example', 'guess', `10.8.0.${i + 1}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect(
      await db(`SELECT 1 FROM deliveries WHERE kind = 'operator_notice' AND payload->>'to' = 'ghost@prairieflow.example'`),
    ).toHaveLength(0);
  });

  it('twenty failures from one address block it for every account', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await attempt(`spray${i}@prairieflow.example`, 'Winter2026!', '10.7.0.1')).statusCode).toBe(401);
    expect((await attempt('fresh@prairieflow.example', 'anything', '10.7.0.1')).statusCode).toBe(429);
    expect((await attempt('fresh@prairieflow.example', 'anything', '10.7.0.2')).statusCode).toBe(401);
  });

  it('stores no raw address or e-mail in the throttle table', async () => {
    const keys = (await db<{ key: string }>(`SELECT key FROM sign_in_throttles`)).map((r) => r.key).join(' ');
    expect(keys).not.toMatch(/10\.7\.0\.1|@/);
  });
});
