import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';

/** Prisma Migrate's own advisory-lock key: our migrator and `prisma migrate` exclude each other. */
const PRISMA_ADVISORY_LOCK = 72707369;

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export class MigrationChecksumError extends Error {}

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies prisma/migrations/* in order, each in its own transaction, keeping Prisma's
 * `_prisma_migrations` bookkeeping so `prisma migrate` can take over later. Refuses to run
 * when an applied file has changed. Safe when several processes start at once.
 */
export async function migrate(databaseUrl: string, migrationsDir: string): Promise<MigrationResult> {
  const files = await readMigrations(migrationsDir);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
        "id" VARCHAR(36) PRIMARY KEY NOT NULL,
        "checksum" VARCHAR(64) NOT NULL,
        "finished_at" TIMESTAMPTZ,
        "migration_name" VARCHAR(255) NOT NULL,
        "logs" TEXT,
        "rolled_back_at" TIMESTAMPTZ,
        "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "applied_steps_count" INTEGER NOT NULL DEFAULT 0
      )`);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
        WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const result: MigrationResult = { applied: [], skipped: [] };

    for (const file of files) {
      const known = applied.get(file.name);
      if (known !== undefined) {
        if (known !== file.checksum) {
          throw new MigrationChecksumError(
            `Migration ${file.name} was changed after it was applied (checksum ${known} in the database, ${file.checksum} on disk). Add a new migration instead of editing an applied one.`,
          );
        }
        result.skipped.push(file.name);
        continue;
      }
      await client.query('BEGIN');
      try {
        const id = randomUUID();
        await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`, [
          id,
          file.checksum,
          file.name,
        ]);
        await client.query(file.sql);
        await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
        await client.query('COMMIT');
        result.applied.push(file.name);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // PostgREST (compose) caches the schema at start: tell it to read tables, grants and
    // policies again, or it keeps serving the old ones until restarted. Harmless without it.
    await client.query(`NOTIFY pgrst, 'reload schema'`);
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** Lets PostgREST log in as `authenticator` (compose); the password comes from the environment. */
export async function setAuthenticatorPassword(databaseUrl: string, password: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`ALTER ROLE authenticator WITH LOGIN PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}
