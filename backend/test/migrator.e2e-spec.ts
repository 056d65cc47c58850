import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrate, MigrationChecksumError, readMigrations } from '../src/database/migrator';
import { createTestDatabase, migrationsDir, query } from './support/test-database';

describe('migrator', () => {
  it('applies every migration once, in order, with Prisma bookkeeping and SHA-256 checksums', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const first = await migrate(db.url, migrationsDir);
      const files = await readMigrations(migrationsDir);
      expect(first.applied).toEqual(files.map((f) => f.name));

      const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
        db.url,
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
      );
      for (const [i, file] of files.entries()) {
        const sql = await readFile(path.join(migrationsDir, file.name, 'migration.sql'));
        expect(rows[i]).toMatchObject({
          migration_name: file.name,
          checksum: createHash('sha256').update(sql).digest('hex'),
          applied_steps_count: 1,
        });
        expect(rows[i].finished_at).toBeInstanceOf(Date);
      }

      const second = await migrate(db.url, migrationsDir);
      expect(second.applied).toEqual([]);
      expect(second.skipped).toHaveLength(files.length);
    } finally {
      await db.drop();
    }
  });

  it("tells PostgREST to reload its schema cache after migrating (NOTIFY pgrst, 'reload schema') (issue 18, item 10)", async () => {
    const db = await createTestDatabase({ migrate: false });
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    try {
      const heard: { channel: string; payload?: string }[] = [];
      listener.on('notification', (n) => heard.push({ channel: n.channel, payload: n.payload }));
      await listener.query('LISTEN pgrst');
      await migrate(db.url, migrationsDir);
      await listener.query('SELECT 1'); // notifications arrive before the next result
      expect(heard).toEqual([{ channel: 'pgrst', payload: 'reload schema' }]);
    } finally {
      await listener.end();
      await db.drop();
    }
  });

  it('refuses to start when an applied migration file has changed', async () => {
    const db = await createTestDatabase({ migrate: false });
    const dir = await mkdtemp(path.join(tmpdir(), 'pf-migrations-'));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      await migrate(db.url, dir);
      const [firstFile] = await readMigrations(dir);
      const file = path.join(dir, firstFile.name, 'migration.sql');
      await writeFile(file, `${await readFile(file, 'utf8')}\n-- edited\n`);
      await expect(migrate(db.url, dir)).rejects.toThrow(MigrationChecksumError);
      await expect(migrate(db.url, dir)).rejects.toThrow(firstFile.name);
    } finally {
      await db.drop();
    }
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const db = await createTestDatabase({ migrate: false });
    const dir = await mkdtemp(path.join(tmpdir(), 'pf-migrations-'));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      const bad = path.join(dir, '99999999999999_broke_on_purpose');
      await cp(path.join(migrationsDir, (await readMigrations(migrationsDir))[0].name), bad, { recursive: true });
      await writeFile(path.join(bad, 'migration.sql'), 'CREATE TABLE half_done (id int);\nSELECT no_such_function();');
      await expect(migrate(db.url, dir)).rejects.toThrow('99999999999999_broke_on_purpose');
      const leftovers = await query(db.url, `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
      expect(leftovers).toHaveLength(0);
      const recorded = await query(db.url, `SELECT 1 FROM _prisma_migrations WHERE migration_name LIKE '9999%'`);
      expect(recorded).toHaveLength(0);
    } finally {
      await db.drop();
    }
  });

  it('is safe when several processes migrate the same database at once', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const results = await Promise.all([1, 2, 3, 4].map(() => migrate(db.url, migrationsDir)));
      const files = await readMigrations(migrationsDir);
      expect(results.flatMap((r) => r.applied).sort()).toEqual(files.map((f) => f.name).sort());
      const rows = await query(db.url, 'SELECT migration_name FROM _prisma_migrations');
      expect(rows).toHaveLength(files.length);
    } finally {
      await db.drop();
    }
  });
});
