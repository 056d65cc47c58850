import { Client } from 'pg';
import { createTestDatabase, query } from './support/test-database';

/**
 * The database is the security boundary for both ways of serving /rest/v1. These run SQL as
 * role anon with the request settings PostgREST sets (request.headers as JSON of lower-cased
 * headers, request.jwt.claims), inside a transaction that is rolled back.
 */
const ME = 'v_rlsVisitor01';
const SOMEONE = 'v_rlsSomeone02';
const long = (n: number) => 'x'.repeat(n);

describe('row-level security and grants for role anon', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  async function asAnon(sql: string, params: unknown[] = [], headers: Record<string, string> = { 'x-visitor-id': ME }) {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `SELECT set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.headers', $1, true)`,
        [JSON.stringify(headers)],
      );
      return await client.query(sql, params);
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end();
    }
  }
  const refused = (sql: string, params: unknown[] = [], headers?: Record<string, string>) => expect(asAnon(sql, params, headers)).rejects;

  beforeAll(async () => {
    db = await createTestDatabase();
    await query(db.url, `INSERT INTO website_visitors (visitor_id, user_agent) VALUES ($1, 'mine'), ($2, 'theirs')`, [ME, SOMEONE]);
    await query(
      db.url,
      `INSERT INTO job_listings (title, location, type, description, posted_at, application_link, closed_at)
       VALUES ('Open', 'Remote', 'Full-time', 'd', '2026-11-01', 'https://x.example', NULL),
              ('Closed', 'Remote', 'Full-time', 'd', '2026-11-02', 'https://x.example', now())`,
    );
    const { runMigrations } = await import('graphile-worker');
    await runMigrations({ connectionString: db.url });
  });
  afterAll(() => db.drop());

  describe('website_visitors', () => {
    it('a visitor reads its own row only, matched by the x-visitor-id header', async () => {
      expect((await asAnon('SELECT visitor_id FROM website_visitors')).rows).toEqual([{ visitor_id: ME }]);
      expect((await asAnon('SELECT visitor_id FROM website_visitors WHERE visitor_id = $1', [SOMEONE])).rows).toEqual([]);
      expect((await asAnon('SELECT visitor_id FROM website_visitors', [], {})).rows).toEqual([]);
    });

    it('a visitor inserts its own row with visit_count 1 only', async () => {
      const insert = `INSERT INTO website_visitors (visitor_id, visit_count, ip_address, user_agent, landing_page) VALUES ($1, $2, '0.0.0.0', 'UA', '/')`;
      await expect(asAnon(insert, ['v_brandNew01', 1], { 'x-visitor-id': 'v_brandNew01' })).resolves.toMatchObject({ rowCount: 1 });
      await refused(insert, ['v_brandNew01', 1], { 'x-visitor-id': 'v_otherHeader' }).toThrow(/row-level security/);
      await refused(insert, ['v_brandNew01', 1], {}).toThrow(/row-level security/);
      await refused(insert, ['v_brandNew01', 50], { 'x-visitor-id': 'v_brandNew01' }).toThrow(/row-level security/);
      await refused(insert, ['not-a-visitor', 1], { 'x-visitor-id': 'not-a-visitor' }).toThrow(/row-level security/);
      await refused(`INSERT INTO website_visitors (visitor_id, user_agent) VALUES ($1, $2)`, ['v_brandNew01', long(513)], {
        'x-visitor-id': 'v_brandNew01',
      }).toThrow(/row-level security/);
      await refused(`INSERT INTO website_visitors (id, visitor_id) VALUES (gen_random_uuid(), $1)`, ['v_brandNew01'], {
        'x-visitor-id': 'v_brandNew01',
      }).toThrow(/permission denied/);
    });

    it('a visitor counts visits on its own row; other rows are untouched', async () => {
      expect(
        (await asAnon(`UPDATE website_visitors SET visit_count = visit_count + 1, last_visit_at = now() WHERE visitor_id = $1`, [ME]))
          .rowCount,
      ).toBe(1);
      expect((await asAnon(`UPDATE website_visitors SET visit_count = 7 WHERE visitor_id = $1`, [SOMEONE])).rowCount).toBe(0);
      expect((await asAnon(`UPDATE website_visitors SET visit_count = 7`)).rowCount).toBe(1);
      await refused(`UPDATE website_visitors SET visit_count = 0 WHERE visitor_id = $1`, [ME]).toThrow(/row-level security/);
    });

    it('non-counting columns cannot be changed, and rows cannot be deleted', async () => {
      await refused(`UPDATE website_visitors SET user_agent = 'spoofed' WHERE visitor_id = $1`, [ME]).toThrow(
        /permission denied for table website_visitors/,
      );
      await refused(`UPDATE website_visitors SET visitor_id = $2 WHERE visitor_id = $1`, [ME, 'v_stolen0001']).toThrow(/permission denied/);
      await refused(`UPDATE website_visitors SET ip_address = '10.0.0.1' WHERE visitor_id = $1`, [ME]).toThrow(/permission denied/);
      await refused(`DELETE FROM website_visitors WHERE visitor_id = $1`, [ME]).toThrow(/permission denied/);
    });
  });

  describe('page_views and chatbot_interactions: insert only, with shape and length checks', () => {
    const view = `INSERT INTO page_views (visitor_id, page_url, page_title, utm_source) VALUES ($1, $2, $3, $4)`;
    it('a well-formed page view is accepted', async () => {
      await expect(asAnon(view, [ME, '/about?utm_source=x', 'About', 'x'])).resolves.toMatchObject({ rowCount: 1 });
    });

    it.each([
      ['a bad visitor id', ['visitor-1', '/', 'T', null]],
      ['a 3000-character URL', [ME, `/${long(2999)}`, 'T', null]],
      ['an empty URL', [ME, '', 'T', null]],
      ['a 301-character title', [ME, '/', long(301), null]],
      ['a 201-character utm_source', [ME, '/', 'T', long(201)]],
    ])('a page view with %s is refused', async (_what, params) => {
      await refused(view, params).toThrow(/row-level security/);
    });

    it('page views cannot be read, changed or deleted, nor their id chosen', async () => {
      await refused('SELECT * FROM page_views').toThrow(/permission denied for table page_views/);
      await refused(`UPDATE page_views SET page_url = '/x'`).toThrow(/permission denied/);
      await refused('DELETE FROM page_views').toThrow(/permission denied/);
      await refused(`INSERT INTO page_views (id, visitor_id, page_url) VALUES (gen_random_uuid(), $1, '/')`, [ME]).toThrow(
        /permission denied/,
      );
    });

    const chat = `INSERT INTO chatbot_interactions (visitor_id, conversation_id, message, is_bot_message, email) VALUES ($1, $2, $3, $4, $5)`;
    it('a well-formed chat message is accepted; bad shapes and lengths are refused', async () => {
      await expect(asAnon(chat, [ME, 'conv_abcdef12', 'Hello', false, 'a@b.example'])).resolves.toMatchObject({ rowCount: 1 });
      await refused(chat, [ME, 'abcdef12', 'Hello', false, null]).toThrow(/row-level security/);
      await refused(chat, ['v_x', 'conv_abcdef12', 'Hello', false, null]).toThrow(/row-level security/);
      await refused(chat, [ME, 'conv_abcdef12', long(4001), true, null]).toThrow(/row-level security/);
      await refused(chat, [ME, 'conv_abcdef12', '', true, null]).toThrow(/row-level security/);
      await refused(chat, [ME, 'conv_abcdef12', 'Hi', true, `${long(250)}@b.ca`]).toThrow(/row-level security/);
      await refused('SELECT message FROM chatbot_interactions').toThrow(/permission denied/);
    });
  });

  describe('job_listings: open rows, read only', () => {
    it('reads the granted columns of open listings only', async () => {
      const { rows } = await asAnon('SELECT title FROM job_listings ORDER BY posted_at DESC');
      expect(rows).toEqual([{ title: 'Open' }]);
    });

    it('cannot read closed_at, nor insert, update or delete', async () => {
      await refused('SELECT closed_at FROM job_listings').toThrow(/permission denied/);
      await refused(
        `INSERT INTO job_listings (title, location, type, description, posted_at, application_link) VALUES ('x','x','x','x','2026-01-01','x')`,
      ).toThrow(/permission denied/);
      await refused(`UPDATE job_listings SET title = 'x'`).toThrow(/permission denied/);
      await refused('DELETE FROM job_listings').toThrow(/permission denied/);
    });
  });

  describe('no access at all', () => {
    it.each([
      'contacts',
      'demo_requests',
      'chat_leads',
      'newsletter_subscribers',
      'blog_posts',
      'deliveries',
      'delivery_attempts',
      'rate_limits',
      '_prisma_migrations',
    ])('%s can be neither read nor written', async (table) => {
      await refused(`SELECT * FROM "${table}"`).toThrow(new RegExp(`permission denied for table ${table}`));
      await refused(`INSERT INTO "${table}" DEFAULT VALUES`).toThrow(/permission denied/);
      await refused(`DELETE FROM "${table}"`).toThrow(/permission denied/);
    });

    it('the graphile_worker queue schema is out of reach', async () => {
      await refused('SELECT * FROM graphile_worker.jobs').toThrow(/permission denied for schema graphile_worker/);
      await refused(`SELECT graphile_worker.add_job('deliver', '{}'::json)`).toThrow(/permission denied for schema graphile_worker/);
    });
  });
});
