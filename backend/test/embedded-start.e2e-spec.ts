import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { waitUntil } from './support/fault-helpers';
import { freePort, isAlive, mainJs, repoRoot, startServer, waitFor200 } from './support/processes';

jest.setTimeout(180_000);

describe('npm start on the embedded PostgreSQL (backend/dist/main.js)', () => {
  it('a bad configuration value stops the process, naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATABASE_URL: 'postgresql://x@127.0.0.1:1/x' });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).not.toMatch(/DATABASE_URL/);
  });

  it('starts, migrates, seeds once, stops cleanly on SIGTERM, and keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-start-'));
    const port = await freePort();
    const pgPort = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SERVE_STATIC: 'false', WORKER_ENABLED: 'false' };
    const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${pgPort}/app`;

    const first = startServer(env);
    await waitFor200(`http://127.0.0.1:${port}/readyz`);
    expect(existsSync(path.join(dataDir, 'seeded'))).toBe(true);
    const client = new Client({ connectionString: dbUrl });
    await client.connect();
    await client.query(
      `INSERT INTO contacts (name, email, industry, message, source) VALUES ('Keep Me', 'keep@example.com', 'hr', 'survives a restart', 'website_contact_form')`,
    );
    await client.end();
    const postgresPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(postgresPid)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);
    expect(first.output()).toContain('Stopped cleanly');

    const second = startServer(env);
    await waitFor200(`http://127.0.0.1:${port}/readyz`);
    const again = new Client({ connectionString: dbUrl });
    await again.connect();
    const { rows } = await again.query(`SELECT count(*)::int AS n FROM contacts WHERE email = 'keep@example.com'`);
    const migrations = await again.query(`SELECT count(*)::int AS n FROM _prisma_migrations`);
    await again.end();
    expect(rows[0].n).toBe(1);
    expect(second.output()).not.toContain('Seeded demo content');
    expect(migrations.rows[0].n).toBeGreaterThan(0);

    const secondPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(isAlive(secondPid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  /** What the process said beyond its info lines: the failure, alone. */
  const problems = (output: string) =>
    output
      .trim()
      .split('\n')
      .filter((l) => !l.includes('"level":30'));
  const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const envFor = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-start-'));
    return { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), SERVE_STATIC: 'false' };
  };

  it('a second start in the same folder refuses with a clear message and leaves the first one serving (issue 18, items 2 and 12)', async () => {
    const env = await envFor();
    const first = startServer(env);
    try {
      await waitFor200(`http://127.0.0.1:${env.PORT}/readyz`);
      const pg = postmasterPid(env.DATA_DIR);
      // Same folder, other ports: the first instance's PostgreSQL must not be touched.
      const second = startServer({ ...env, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(problems(second.output())).toEqual([
        `Failed to start: Another process (pid ${first.child.pid}) is already running the embedded PostgreSQL in ${path.join(env.DATA_DIR, 'pg')}: another \`npm start\` in this folder? Stop it first, or give this one its own DATA_DIR, EMBEDDED_PG_PORT and PORT.`,
      ]);
      expect(isAlive(pg)).toBe(true);
      await new Promise((r) => setTimeout(r, 1000));
      expect((await fetch(`http://127.0.0.1:${env.PORT}/readyz`)).status).toBe(200);
      expect(first.output()).not.toMatch(/terminating connection|reconnect/i);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it('a busy EMBEDDED_PG_PORT or PORT stops the start at once with one plain line naming the setting (issue 18, item 12)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const busy = String((taken.address() as { port: number }).port);
    try {
      const pgBusy = startServer({ ...(await envFor()), EMBEDDED_PG_PORT: busy });
      expect(await pgBusy.exited).toBe(1);
      expect(problems(pgBusy.output())).toEqual([
        `Failed to start: Port ${busy} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot start there: another \`npm start\` or PostgreSQL is running. Stop it, or set EMBEDDED_PG_PORT to a free port.`,
      ]);

      const env = { ...(await envFor()), PORT: busy, WORKER_ENABLED: 'true' };
      const httpBusy = startServer(env);
      expect(await httpBusy.exited).toBe(1);
      expect(problems(httpBusy.output())).toEqual([
        `Failed to start: Port ${busy} on 127.0.0.1 is already in use: another \`npm start\` or server is running there. Stop it, or set PORT to a free port.`,
      ]);
      // Nothing was started: no PostgreSQL left behind.
      expect(existsSync(path.join(env.DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      taken.close();
    }
  });

  it('Ctrl-C (SIGINT to the whole process group) drains and stops cleanly: no pool error, PostgreSQL stopped after the app (issue 18, item 3)', async () => {
    const env = await envFor();
    let output = '';
    // Its own process group, as a terminal gives `npm start`: the signal goes to every member.
    const child = spawn(process.execPath, [mainJs], {
      cwd: repoRoot,
      detached: true,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info', WORKER_ENABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor200(`http://127.0.0.1:${env.PORT}/readyz`);
    const pg = postmasterPid(env.DATA_DIR);
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped cleanly');
    expect(output).not.toMatch(/Unhandled|terminating connection|Connection terminated|"level":50|"level":60/);
    expect(isAlive(pg)).toBe(false);
    expect(existsSync(path.join(env.DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('a SIGKILLed server does not leave its PostgreSQL running (it is in its own process group, yet tied to the server)', async () => {
    const env = await envFor();
    const server = startServer(env);
    await waitFor200(`http://127.0.0.1:${env.PORT}/readyz`);
    const pg = postmasterPid(env.DATA_DIR);
    server.child.kill('SIGKILL');
    await server.exited;
    await waitUntil(
      () => !isAlive(pg),
      15_000,
      () => 'PostgreSQL to stop after its server was killed',
    );
    // The port is free again for the next start.
    const again = startServer(env);
    await waitFor200(`http://127.0.0.1:${env.PORT}/readyz`);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('SIGTERM to `npm start` stops node and PostgreSQL, leaving no orphan (issue 18, item 3)', async () => {
    const env = await envFor();
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (d) => (output += d));
    npm.stderr.on('data', (d) => (output += d));
    await waitFor200(`http://127.0.0.1:${env.PORT}/readyz`, 120_000);
    const pg = postmasterPid(env.DATA_DIR);
    // The site's own process: the one listening, a descendant of npm.
    const children = (pid: number): number[] => {
      const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
      return out
        .split('\n')
        .map((l) => Number(l.trim()))
        .filter((n) => n > 0);
    };
    const tree = (pid: number): number[] => children(pid).flatMap((c) => [c, ...tree(c)]);
    const descendants = tree(npm.pid!);
    expect(descendants.length).toBeGreaterThan(0);
    npm.kill('SIGTERM');
    await waitUntil(
      () => [...descendants, pg].every((p) => !isAlive(p)),
      20_000,
      () => `npm's children and PostgreSQL to exit (${output.slice(-1500)})`,
    );
    expect(output).toContain('Stopped cleanly');
  });
});
