import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { migrate } from '../../src/database/migrator';

export const migrationsDir = path.resolve(__dirname, '../../../prisma/migrations');

/** A fresh, empty database on the test server; `drop()` removes it. */
export async function createTestDatabase(options: { migrate?: boolean } = {}) {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run through Jest (global-setup.mjs)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  if (options.migrate !== false) await migrate(databaseUrl, migrationsDir);
  return {
    url: databaseUrl,
    name,
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs one query on a database and returns its rows. */
export async function query<T extends Record<string, unknown>>(url: string, sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
