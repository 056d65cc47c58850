import { TOTP } from 'otpauth';
import { OperatorAccountsService } from '../../src/admin/operators/operator-accounts.service';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The origin the console is served from in tests (PUBLIC_SITE_URL's default). */
export const ORIGIN = 'http://127.0.0.1:3000';
export const PASSWORD = 'correct horse battery staple';

/** A code from the authenticator app, `steps` periods from now (±1 is accepted). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

export const tokenOf = (url: string) => new URL(url).hash.slice(1);

export interface EnrolledOperator {
  id: string;
  email: string;
  secret: string;
  recoveryCodes: string[];
}

/** Adds an operator the way the CLI does, then enrols them through the public API. */
export async function enrolOperator(t: TestApp, email: string, role: 'admin' | 'editor', origin = ORIGIN): Promise<EnrolledOperator> {
  const link = await t.app.get(OperatorAccountsService).add({ email, role }, { id: null, email: 'cli' });
  const token = tokenOf(link.enrolmentUrl);
  const started = await t.inject({ method: 'POST', url: '/api/admin/enrolment/start', headers: { origin }, payload: { token } });
  if (started.statusCode !== 200) throw new Error(`enrolment start: ${started.statusCode} ${started.body}`);
  const { secret } = started.json<{ secret: string }>();
  const finished = await t.inject({
    method: 'POST',
    url: '/api/admin/enrolment/finish',
    headers: { origin },
    payload: { token, password: PASSWORD, code: totpCode(secret) },
  });
  if (finished.statusCode !== 200) throw new Error(`enrolment finish: ${finished.statusCode} ${finished.body}`);
  return { id: link.operator.id, email, secret, recoveryCodes: finished.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** Signs in (with the next time step's code: the current one was spent at enrolment); returns the Cookie header. */
export async function signIn(
  t: TestApp,
  operator: EnrolledOperator,
  ip = '127.0.0.1',
  steps = 1,
  code = totpCode(operator.secret, steps),
): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/admin/session',
    remoteAddress: ip,
    headers: { origin: ORIGIN },
    payload: { email: operator.email, password: PASSWORD, code },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  return cookie;
}
