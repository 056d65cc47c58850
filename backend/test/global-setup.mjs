// Starts one disposable PostgreSQL server for the whole Jest run; every spec file then creates
// its own database on it (support/test-database.ts). Order of preference:
//   1. TEST_DATABASE_URL (a server you already run; temporary databases are created on it);
//   2. Testcontainers, when a Docker daemon answers;
//   3. a throwaway embedded PostgreSQL on a free port in a temp dir (no Docker here).
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function dockerAnswers() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([getContainerRuntimeClient(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000))]);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  if (process.env.TEST_USE_DOCKER !== 'false' && (await dockerAnswers())) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18.1-alpine').start();
    globalThis.__TEST_DB__ = { stop: () => container.stop() };
    process.env.TEST_ADMIN_DATABASE_URL = container.getConnectionUri();
    return;
  }
  const { startEmbeddedPostgres } = await import('../dist/database/embedded-postgres.js');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pf-test-pg-'));
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres', persistent: false });
  globalThis.__TEST_DB__ = db;
  process.env.TEST_ADMIN_DATABASE_URL = db.url;
}
