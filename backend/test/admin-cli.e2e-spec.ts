import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ORIGIN } from './support/admin';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

const run = promisify(execFile);
const cli = path.resolve(__dirname, '..', 'dist', 'cli', 'admin.js');

/** `npm run admin` as built into backend/dist (what `docker compose exec backend node …` runs). */
describe('npm run admin -- user …', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const admin = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
        env: { PATH: process.env.PATH, DATABASE_URL: t.database.url, PUBLIC_SITE_URL: 'https://console.example' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('user add prints a one-time link that the enrolment API accepts', async () => {
    const out = await admin('user', 'add', 'Ops@Example.com', '--role', 'admin');
    expect(out.code).toBe(0);
    const link = /https:\/\/console\.example\/admin\/enrol#([A-Za-z0-9_-]{43})/.exec(out.stdout);
    expect(link).not.toBeNull();
    const start = await t.inject({
      method: 'POST',
      url: '/api/admin/enrolment/start',
      headers: { origin: ORIGIN },
      payload: { token: link![1] },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().email).toBe('ops@example.com');
  });

  it('user list, disable and reset work by e-mail and are audited as the CLI', async () => {
    expect((await admin('user', 'list')).stdout).toMatch(/^ops@example\.com\tadmin\tinvited\tlast sign-in never\t/m);
    expect((await admin('user', 'disable', 'ops@example.com')).stdout).toMatch(/Disabled ops@example\.com/);
    expect((await admin('user', 'reset', 'ops@example.com')).stdout).toMatch(/admin\/enrol#/);
    const actions = await query<{ action: string; actor_email: string }>(
      t.database.url,
      `SELECT action, actor_email FROM audit_log ORDER BY id`,
    );
    expect(actions).toEqual([
      { action: 'operator.added', actor_email: 'cli' },
      { action: 'operator.disabled', actor_email: 'cli' },
      { action: 'operator.reset', actor_email: 'cli' },
    ]);
  });

  it('refuses a bad role, a duplicate and an unknown operator with a clear message', async () => {
    const badRole = await admin('user', 'add', 'x@example.com', '--role', 'owner');
    expect(badRole).toMatchObject({ code: 64, stderr: expect.stringContaining('--role: role must be admin or editor') });
    const duplicate = await admin('user', 'add', 'ops@example.com', '--role', 'editor');
    expect(duplicate).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    const unknown = await admin('user', 'disable', 'nobody@example.com');
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No operator with that e-mail') });
    expect((await admin('user', 'frobnicate')).code).toBe(64);
  });
});
