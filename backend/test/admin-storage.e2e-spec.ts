import { signAnonKey } from '../src/keys/anon-key';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

const SECRET = 'admin-storage-spec-secret-long-enough-0123456789';
const consoleTables = [
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
];

/** The console's tables: nothing for anon, and an audit log nobody can rewrite. */
describe('console storage', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
    key = await signAnonKey(SECRET);
    await query(t.database.url, `INSERT INTO audit_log (action) VALUES ('sign_out')`);
  });
  afterAll(() => t.close());

  it.each(consoleTables)('role anon has no privilege at all on %s', async (table) => {
    const rows = await query(
      t.database.url,
      `SELECT privilege_type FROM information_schema.role_table_grants WHERE grantee = 'anon' AND table_name = $1`,
      [table],
    );
    expect(rows).toEqual([]);
    await expect(query(t.database.url, `BEGIN; SET LOCAL ROLE anon; SELECT * FROM ${table}; ROLLBACK;`)).rejects.toThrow(
      /permission denied/,
    );
  });

  it.each(consoleTables)('GET /rest/v1/%s as anon returns no rows', async (table) => {
    const res = await t.inject({
      method: 'GET',
      url: `/rest/v1/${table}?select=*`,
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toMatch(/sign_out|argon2|@/);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_log, even for its owner', async () => {
    await expect(query(t.database.url, `UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(query(t.database.url, `DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(query(t.database.url, `TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect(await query(t.database.url, `SELECT action FROM audit_log`)).toEqual([{ action: 'sign_out' }]);
  });
});
