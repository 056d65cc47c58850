import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, isAlive, startServer, waitFor200 } from './support/processes';

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
});
