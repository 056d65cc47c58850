import { ORIGIN, enrolOperator, signIn } from './support/admin';
import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('console analytics dashboard and chat transcripts', () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string) => t.inject({ method: 'GET', url, headers: { cookie: admin } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, await enrolOperator(t, 'owner@prairieflow.example', 'admin'));
    const db = t.database.url;
    await query(
      db,
      `INSERT INTO website_visitors (visitor_id, user_agent, referrer_url) VALUES ('v_aaaaaa1', $1, 'https://www.google.com/search?q=x'), ('v_bbbbbb2', $2, null)`,
      [chrome, iphone],
    );
    // Visitor A: two visits (the second 2 hours later), from Google with UTM; visitor B: one visit.
    const view = (visitor: string, url: string, minutesAgo: number, utm: string | null = null) =>
      query(
        db,
        `INSERT INTO page_views (visitor_id, page_url, utm_source, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [visitor, url, utm, minutesAgo],
      );
    await view('v_aaaaaa1', 'https://site.example/?utm_source=newsletter', 180, 'newsletter');
    await view('v_aaaaaa1', 'https://site.example/about', 175);
    await view('v_aaaaaa1', '/contact', 10);
    await view('v_bbbbbb2', '/about', 5);
    // 40 days ago: only in the 90-day range, and the previous period of 30 days.
    await view('v_bbbbbb2', '/blog', 40 * 24 * 60);
    await query(
      db,
      `INSERT INTO contacts (name, email, industry, message, source, visitor_id, utm_source) VALUES ('Ada', 'ada@example.com', 'healthcare', 'Hello there, automate us.', 'website_contact_form', 'v_aaaaaa1', 'newsletter')`,
    );
    await query(
      db,
      `INSERT INTO chatbot_interactions (visitor_id, conversation_id, message, is_bot_message, created_at) VALUES
      ('v_aaaaaa1', 'conv_first1', 'Do you integrate with Jane App?', false, now() - interval '9 minutes'),
      ('v_aaaaaa1', 'conv_first1', 'I couldn''t find an answer to that on our site. You can reach us at hello@example.com.', true, now() - interval '9 minutes' + interval '1 second'),
      ('v_aaaaaa1', 'conv_first1', 'What does it cost?', false, now() - interval '8 minutes'),
      ('v_aaaaaa1', 'conv_first1', 'Pricing depends on your needs.', true, now() - interval '8 minutes' + interval '1 second'),
      ('v_bbbbbb2', 'conv_second', 'do you integrate with  JANE app?', false, now() - interval '4 minutes'),
      ('v_bbbbbb2', 'conv_second', 'I couldn''t find an answer to that on our site.', true, now() - interval '4 minutes' + interval '1 second')`,
    );
    await query(
      db,
      `INSERT INTO chat_leads (kind, email, visitor_id, session_id, message, created_at) VALUES ('human', null, 'v_bbbbbb2', 'abcdefghij', 'talk to a person', now() - interval '3 minutes')`,
    );
  });
  afterAll(() => t.close());

  it('computes totals, visits (30 minutes apart), pages, entries, referrers, UTM, devices, browsers and conversions', async () => {
    const res = await get('/api/admin/analytics?range=30d');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.totals).toEqual({ visitors: 2, visits: 3, pageviews: 4, viewsPerVisit: 1.33 });
    expect(d.previousTotals).toEqual({ visitors: 1, visits: 1, pageviews: 1, viewsPerVisit: 1 });
    expect(d.series).toHaveLength(30);
    // (Views 3 hours ago fall on yesterday just after midnight UTC: count the whole range.)
    expect(d.series.reduce((sum: number, p: { pageviews: number }) => sum + p.pageviews, 0)).toBe(4);
    expect(d.series.at(-1).visitors).toBeGreaterThanOrEqual(2);
    expect(d.pages).toEqual([
      { key: '/about', visitors: 2, count: 2 },
      { key: '/', visitors: 1, count: 1 },
      { key: '/contact', visitors: 1, count: 1 },
    ]);
    expect(d.entries.map((r: { key: string }) => r.key).sort()).toEqual(['/', '/about', '/contact']);
    expect(d.referrers).toEqual([
      { key: 'www.google.com', visitors: 1, count: 2 },
      { key: '(direct)', visitors: 1, count: 1 },
    ]);
    expect(d.sources).toEqual([{ key: 'newsletter', visitors: 1, count: 1 }]);
    expect(d.devices.map((r: { key: string }) => r.key).sort()).toEqual(['Desktop', 'Mobile']);
    expect(d.browsers.map((r: { key: string }) => r.key).sort()).toEqual(['Chrome', 'Safari']);
    // The request for a human in chat is a chat lead: a conversion too.
    expect(d.conversions).toEqual([
      { key: 'chat', visitors: 1, count: 1 },
      { key: 'contact', visitors: 1, count: 1 },
    ]);
    expect(d.conversionBySource).toContainEqual({ source: 'newsletter', visits: 1, conversions: 1, rate: 100 });
  });

  it('applies the page and source filters to every panel', async () => {
    const page = (await get('/api/admin/analytics?range=30d&page=%2Fabout')).json();
    expect(page.totals.pageviews).toBe(2);
    expect(page.pages).toEqual([{ key: '/about', visitors: 2, count: 2 }]);
    const source = (await get('/api/admin/analytics?range=30d&source=newsletter')).json();
    expect(source.totals).toMatchObject({ pageviews: 1, visitors: 1, visits: 1 });
    expect(source.conversions).toEqual([{ key: 'contact', visitors: 1, count: 1 }]);
    const ninety = (await get('/api/admin/analytics?range=90d')).json();
    expect(ninety.totals.pageviews).toBe(5);
    const today = (await get('/api/admin/analytics?range=today')).json();
    expect(today.range.bucket).toBe('hour');
    expect(today.series).toHaveLength(24);
  });

  it('exports a table as CSV with formula cells neutralised, and counts live visitors', async () => {
    await query(t.database.url, `INSERT INTO page_views (visitor_id, page_url) VALUES ('v_cccccc3', '=HYPERLINK("x")')`);
    const csv = await get('/api/admin/analytics/export.csv?range=7d&table=pages');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('page,visitors,count');
    expect(csv.body).toContain(`'=HYPERLINK`);
    const rates = await get('/api/admin/analytics/export.csv?range=30d&table=rates');
    expect(rates.body.split('\r\n').slice(0, 1)).toEqual(['utm_source,visits,leads,rate_percent']);
    expect(rates.body).toContain('\r\nnewsletter,1,1,100\r\n');
    const live = (await get('/api/admin/analytics/live')).json();
    expect(live).toMatchObject({ visitors: 3, pageviews: 3 });
  });

  it('lists conversations with first message and outcome, shows a transcript, and reports unanswered questions', async () => {
    const list = (await get('/api/admin/chats')).json();
    expect(
      list.items.map((c: { conversationId: string; firstMessage: string; askedForHuman: boolean; unanswered: number }) => [
        c.conversationId,
        c.firstMessage,
        c.askedForHuman,
        c.unanswered,
      ]),
    ).toEqual([
      ['conv_second', 'do you integrate with  JANE app?', true, 1],
      ['conv_first1', 'Do you integrate with Jane App?', false, 1],
    ]);
    expect((await get('/api/admin/chats?outcome=human')).json().items).toHaveLength(1);
    const transcript = (await get('/api/admin/chats/conv_first1')).json();
    expect(transcript.transcript.map((m: { fromBot: boolean; unanswered: boolean }) => [m.fromBot, m.unanswered])).toEqual([
      [false, true],
      [true, false],
      [false, false],
      [true, false],
    ]);
    expect((await get('/api/admin/chats/conv_nothere')).statusCode).toBe(404);
    const report = (await get('/api/admin/chats/unanswered?days=30')).json();
    expect(report.items).toEqual([
      { question: expect.stringMatching(/integrate with/i), times: 2, lastAskedAt: expect.any(String), conversationId: 'conv_second' },
    ]);
  });

  it('editors cannot open analytics or transcripts', async () => {
    const editor = await signIn(t, await enrolOperator(t, 'ed@prairieflow.example', 'editor'));
    for (const url of ['/api/admin/analytics', '/api/admin/chats', '/api/admin/chats/unanswered']) {
      expect((await t.inject({ method: 'GET', url, headers: { cookie: editor, origin: ORIGIN } })).statusCode).toBe(403);
    }
  });
});
