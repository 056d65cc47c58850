// The analytics benchmark's traffic: page views shaped like a small business site's, written
// straight into the tables (a million rows through /rest/v1 would take an hour). Random but
// repeatable (setseed): visitors arrive over 90 days and come back at random later; a visit is
// 1-8 views a minute or so apart (about 3 on average); a few pages are popular, most are not;
// 15 % of visits land with UTM tags (on the landing view only, as the browser sends them).
const agents = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 30],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    22,
  ],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 14],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 10],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', 8],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0', 6],
  ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 4],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    3,
  ],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 2],
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 1],
];
const referrers = [
  [null, 40],
  ['https://www.google.com/', 30],
  ['https://www.linkedin.com/feed/', 8],
  ['https://duckduckgo.com/', 6],
  ['https://www.bing.com/', 6],
  ['https://www.facebook.com/', 4],
  ['https://news.example.ca/ai-in-clinics', 3],
  ['https://www.reddit.com/r/smallbusiness/', 3],
];
const tags = [
  ['google', 'cpc', 'fall-launch'],
  ['linkedin', 'social', 'clinics-2026'],
  ['newsletter', 'email', 'monthly'],
  ['partner', 'referral', null],
  ['facebook', 'social', 'webinar'],
  ['linkedin', 'social', 'webinar'],
];
const paths = [
  '/',
  '/services',
  '/contact',
  '/about',
  '/blog',
  '/products',
  '/solutions',
  '/careers',
  '/content',
  '/privacy-policy',
  ...['Healthcare', 'Restaurants', 'RealEstate', 'SalesMarketing', 'HRWorkforce', 'Salons', 'Clinics', 'SocialMedia'].map(
    (s) => `/services/${s}`,
  ),
  ...Array.from({ length: 22 }, (_, i) => `/content/article-${i + 1}`),
];

/** A weighted pick as SQL: ($list)[index] for a random number r in [0, 1). */
function weighted(list, r) {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let upto = 0;
  const cases = list.map(([value, w]) => `WHEN ${r} < ${(upto += w) / total} THEN ${value === null ? 'NULL' : `'${value}'`}`);
  return `(CASE ${cases.join(' ')} END)`;
}

export async function seedAnalytics(client, views) {
  const started = performance.now();
  const visitors = Math.ceil(views / 6);
  await client.query(`SELECT setseed(0.2026)`);
  await client.query(`CREATE TEMP TABLE bench_visitors AS
    SELECT 'v_bench' || g AS visitor_id, now() - random() * interval '90 days' AS first_seen,
           1 + floor(ln(1 - random()) / ln(1 - 1 / 2.2))::int AS visits, random() AS ua, random() AS ref
      FROM generate_series(1, ${visitors}) g`);
  await client.query(`INSERT INTO website_visitors (visitor_id, user_agent, referrer_url, created_at)
    SELECT visitor_id, ${weighted(agents, 'ua')}, ${weighted(referrers, 'ref')}, first_seen FROM bench_visitors`);
  await client.query(`CREATE TEMP TABLE bench_visits AS
    SELECT visitor_id, CASE WHEN i = 1 THEN first_seen ELSE first_seen + random() * (now() - first_seen) END AS started_at,
           1 + floor(8 * random() ^ 2.2)::int AS views, CASE WHEN random() < 0.15 THEN 1 + floor(random() * ${tags.length})::int END AS tag
      FROM bench_visitors, generate_series(1, visits) i`);
  const tag = (k) => `(ARRAY[${tags.map((t) => (t[k] === null ? 'NULL' : `'${t[k]}'`)).join(',')}])[tag]`;
  await client.query(
    `CREATE TEMP TABLE bench_views AS
    SELECT visitor_id, 'https://prairieflow.example' || ($1::text[])[1 + floor(${paths.length} * random() ^ 1.8)::int] AS page_url,
           CASE WHEN j = 0 THEN ${tag(0)} END AS utm_source, CASE WHEN j = 0 THEN ${tag(1)} END AS utm_medium, CASE WHEN j = 0 THEN ${tag(2)} END AS utm_campaign,
           least(now(), started_at + j * (30 + 90 * random()) * interval '1 second') AS created_at
      FROM bench_visits, generate_series(0, views - 1) j LIMIT ${views}`,
    [paths],
  );
  // Visit starts as the trigger sets them (no view from the visitor in the 30 minutes before),
  // computed in one pass; triggers are off for the bulk load, so the change log is filled by
  // the caller, as the migration does for views stored before it.
  await client.query(`SET session_replication_role = replica`);
  await client.query(`INSERT INTO page_views (visitor_id, page_url, page_title, utm_source, utm_medium, utm_campaign, created_at, visit_start, language)
    SELECT visitor_id, page_url, 'Page', utm_source, utm_medium, utm_campaign, created_at,
           coalesce(created_at - lag(created_at) OVER (PARTITION BY visitor_id ORDER BY created_at) > interval '30 minutes', true), 'en'
      FROM bench_views`);
  await client.query(`INSERT INTO contacts (name, email, industry, message, source, visitor_id, utm_source, created_at)
    SELECT 'Bench ' || g, 'bench' || g || '@example.com', 'healthcare', 'Benchmark lead number ' || g, 'website_contact_form',
      'v_bench' || (1 + floor(random() * ${visitors})::int), (ARRAY[NULL, 'newsletter', 'linkedin', 'google'])[1 + g % 4], now() - random() * interval '90 days'
    FROM generate_series(1, 2000) g`);
  await client.query(`SET session_replication_role = origin`);
  await client.query('DROP TABLE bench_visitors, bench_visits, bench_views');
  await client.query('VACUUM ANALYZE');
  const { rows } =
    await client.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE created_at > now() - interval '30 days')::int AS month,
    count(DISTINCT visitor_id)::int AS visitors FROM page_views`);
  console.log(
    `seeded ${rows[0].n.toLocaleString('en-CA')} page views (${rows[0].month.toLocaleString('en-CA')} in the last 30 days) from ${rows[0].visitors.toLocaleString('en-CA')} visitors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * A busy minute after the history: 600 views, a third from returning visitors, written with the
 * triggers on (visit starts, change log) as /rest/v1 writes them.
 */
export async function busyMinute(client) {
  await client.query(`INSERT INTO website_visitors (visitor_id, user_agent, referrer_url)
    SELECT 'v_minute' || g, '${agents[0][0]}', 'https://www.google.com/' FROM generate_series(1, 200) g`);
  await client.query(
    `INSERT INTO page_views (visitor_id, page_url, utm_source)
    SELECT CASE WHEN g % 3 = 0 THEN 'v_bench' || (1 + g * 97) ELSE 'v_minute' || (1 + g % 200) END,
           'https://prairieflow.example' || ($1::text[])[1 + g % ${paths.length}], CASE WHEN g % 10 = 0 THEN 'linkedin' END
      FROM generate_series(1, 600) g`,
    [paths],
  );
  return 600;
}
