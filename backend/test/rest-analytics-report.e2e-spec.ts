import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, query } from './support/test-database';

const run = promisify(execFile);
const script = path.resolve(__dirname, '../../scripts/analytics.mjs');

/** `npm run analytics -- report --days N` over rows written the way /rest/v1 writes them. */
describe('analytics report (scripts/analytics.mjs)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const report = (...args: string[]) => run(process.execPath, [script, ...args], { env: { ...process.env, DATABASE_URL: db.url } });

  beforeAll(async () => {
    db = await createTestDatabase();
    await query(
      db.url,
      `INSERT INTO website_visitors (visitor_id, visit_count, referrer_url, created_at, last_visit_at) VALUES
         ('v_aaaaaaaa', 3, 'https://www.google.com/search?q=ai', now(), now()),
         ('v_bbbbbbbb', 1, NULL, now(), now()),
         ('v_oldvisit', 1, 'https://old.example/', now() - interval '90 days', now() - interval '90 days')`,
    );
    await query(
      db.url,
      `INSERT INTO page_views (visitor_id, page_url, utm_source, utm_medium, utm_campaign, created_at) VALUES
         ('v_aaaaaaaa', 'http://127.0.0.1:3000/about?utm_source=news', 'news', 'email', 'fall', now()),
         ('v_aaaaaaaa', 'http://127.0.0.1:3000/services', NULL, NULL, NULL, now()),
         ('v_bbbbbbbb', 'http://127.0.0.1:3000/about', NULL, NULL, NULL, now()),
         ('v_oldvisit', 'http://127.0.0.1:3000/old', 'old', NULL, NULL, now() - interval '90 days')`,
    );
    await query(
      db.url,
      `INSERT INTO chatbot_interactions (visitor_id, conversation_id, message, is_bot_message, email) VALUES
         ('v_aaaaaaaa', 'conv_aaaaaaaa', 'Hi', true, NULL),
         ('v_aaaaaaaa', 'conv_aaaaaaaa', 'me@x.example', false, 'me@x.example'),
         ('v_bbbbbbbb', 'conv_bbbbbbbb', 'Hello', false, NULL)`,
    );
  });
  afterAll(() => db.drop());

  it('reports visitors, returning visitors, page views, pages, referrers, UTM and chat for the period', async () => {
    const { stdout } = await report('report', '--days', '30', '--json');
    const r = JSON.parse(stdout);
    expect(r.summary).toEqual({
      visitors: 2,
      new_visitors: 2,
      returning_visitors: 1,
      page_views: 3,
      viewing_visitors: 2,
      conversations: 2,
      visitor_messages: 2,
      emails_given: 1,
    });
    expect(r.topPages).toEqual([
      { page: '/about', views: 2, visitors: 2 },
      { page: '/services', views: 1, visitors: 1 },
    ]);
    expect(r.topReferrers).toEqual([
      { referrer: '(direct)', visitors: 1 },
      { referrer: 'www.google.com', visitors: 1 },
    ]);
    expect(r.utmSources).toEqual([{ utm_source: 'news', utm_medium: 'email', views: 1, visitors: 1 }]);
    expect(r.utmCampaigns).toEqual([{ utm_campaign: 'fall', views: 1, visitors: 1 }]);
  });

  it('prints a readable report', async () => {
    const { stdout } = await report('report', '--days', '30');
    expect(stdout).toContain('Visitors: 2 (new 2, returning 1)');
    expect(stdout).toContain('Page views: 3 by 2 visitor(s)');
    expect(stdout).toMatch(/Top pages\n\s+Page\s+Views\s+Visitors\n\s+\/about\s+2\s+2/);
    expect(stdout).toContain('Chat: 2 conversation(s)');
  });

  it('refuses a bad --days with a usage message', async () => {
    await expect(report('report', '--days', 'many')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--days must be a whole number'),
    });
    await expect(report('dashboard')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command: dashboard') });
  });
});
