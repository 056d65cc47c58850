import { expectedSqlType, readPrismaSchema } from './support/prisma-schema';
import { createTestDatabase, query } from './support/test-database';

describe('migrated database matches prisma/schema.prisma', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const tables = readPrismaSchema();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('reads every model of the schema', () => {
    expect(tables.map((t) => t.table).sort()).toEqual(
      [
        'blog_posts',
        'chat_leads',
        'chat_memory',
        'demo_bookings',
        'chatbot_interactions',
        'contacts',
        'deliveries',
        'delivery_attempts',
        'demo_requests',
        'job_listings',
        'newsletter_subscribers',
        'page_views',
        'rate_limits',
        'website_visitors',
        'leads',
        'operators',
        'operator_recovery_codes',
        'operator_sessions',
        'sign_in_throttles',
        'audit_log',
        'page_view_rollups',
        'page_view_changes',
        'analytics_visitor_traits',
        'analytics_user_agents',
      ].sort(),
    );
  });

  it('has exactly the tables of the schema (besides Prisma bookkeeping)', async () => {
    const rows = await query<{ table_name: string }>(
      db.url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const actual = rows
      .map((r) => r.table_name)
      .filter((t) => t !== '_prisma_migrations')
      .sort();
    expect(actual).toEqual(tables.map((t) => t.table).sort());
  });

  it.each(tables.map((t) => [t.table, t] as const))('%s has every column with its type and nullability', async (name, table) => {
    const rows = await query<{ column_name: string; data_type: string; is_nullable: string; datetime_precision: number | null }>(
      db.url,
      `SELECT column_name, data_type, is_nullable, datetime_precision FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1`,
      [name],
    );
    const actual = Object.fromEntries(rows.map((r) => [r.column_name, { type: r.data_type, nullable: r.is_nullable === 'YES' }]));
    const expected = Object.fromEntries(table.columns.map((c) => [c.name, { type: expectedSqlType(c), nullable: c.nullable }]));
    expect(actual).toEqual(expected);
    for (const row of rows.filter((r) => r.data_type === 'timestamp with time zone')) {
      expect({ column: row.column_name, precision: row.datetime_precision }).toEqual({ column: row.column_name, precision: 3 });
    }
  });

  it.each(tables.map((t) => [t.table, t] as const))('%s has the primary key and indexes of the schema', async (name, table) => {
    const rows = await query<{ columns: string[]; is_unique: boolean; is_primary: boolean }>(
      db.url,
      `SELECT array_agg(a.attname ORDER BY k.ord)::text[] AS columns, i.indisunique AS is_unique, i.indisprimary AS is_primary
         FROM pg_index i
         JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
        -- Key columns only: Prisma has no word for an index's INCLUDE columns.
        WHERE n.nspname = 'public' AND t.relname = $1 AND k.ord <= i.indnkeyatts
        GROUP BY i.indexrelid, i.indisunique, i.indisprimary`,
      [name],
    );
    expect(rows.find((r) => r.is_primary)?.columns).toEqual(table.primaryKey);
    const actual = rows
      .filter((r) => !r.is_primary)
      .map((r) => `${r.is_unique ? 'unique' : 'index'}(${r.columns.join(',')})`)
      .sort();
    const expected = table.indexes.map((i) => `${i.unique ? 'unique' : 'index'}(${i.columns.join(',')})`).sort();
    expect(actual).toEqual(expected);
  });
});
