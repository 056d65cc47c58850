import { Client } from 'pg';
import { seedTranslations } from '../src/content-rendering/seed-translations';
import { seedDemoContent } from '../src/database/seed';
import { validContact, validDemo } from './support/lead-requests';
import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const specPostKeys = [
  'content',
  'cover_image_url',
  'created_at',
  'estimated_read_time',
  'id',
  'published_at',
  'seo_description',
  'slug',
  'title',
];

describe('bilingual content: seeded French twins, ?language on /api/blogs and /api/jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.database.url);
    expect(await seedTranslations(t.database.url)).toEqual({ posts: 6, jobs: expect.any(Number) });
    // Idempotent, like the English seed.
    expect(await seedTranslations(t.database.url)).toEqual({ posts: 0, jobs: 0 });
  });
  afterAll(() => t.close());

  it('GET /api/blogs without language is the spec answer: English posts only, spec fields only', async () => {
    const body = (await t.inject({ method: 'GET', url: '/api/blogs?limit=50' })).json();
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination', 'success']);
    expect(body.pagination.total).toBe(13);
    for (const post of body.data) expect(Object.keys(post).sort()).toEqual(specPostKeys);
    expect(body.data.some((p: { title: string }) => /^La technologie/.test(p.title))).toBe(false);
  });

  it('GET /api/blogs?language=fr shows the six French posts and the seven untranslated English ones as fallbacks', async () => {
    const body = (await t.inject({ method: 'GET', url: '/api/blogs?limit=50&language=fr' })).json();
    expect(body.pagination.total).toBe(13);
    const french = body.data.filter((p: { language: string }) => p.language === 'fr');
    const fallbacks = body.data.filter((p: { fallback: boolean }) => p.fallback);
    expect(french).toHaveLength(6);
    expect(french.every((p: { fallback: boolean }) => !p.fallback)).toBe(true);
    expect(fallbacks).toHaveLength(7);
    expect(fallbacks.every((p: { language: string }) => p.language === 'en')).toBe(true);
    // Each group once: a translated article never shows in both languages.
    expect(new Set(body.data.map((p: { slug: string }) => p.slug)).size).toBe(13);
  });

  it('GET /api/blogs/{slug}?language=fr gives the translation, or the English original flagged as a fallback', async () => {
    const translated = (await t.inject({ method: 'GET', url: '/api/blogs/ai-customer-experience-revolution?language=fr' })).json();
    expect(translated.data).toMatchObject({ slug: 'ai-customer-experience-revolution', language: 'fr', fallback: false });
    const english = (await t.inject({ method: 'GET', url: '/api/blogs/ai-customer-experience-revolution' })).json();
    expect(Object.keys(english.data).sort()).toEqual(specPostKeys);
    expect(english.data.title).not.toBe(translated.data.title);
    const fallback = (await t.inject({ method: 'GET', url: '/api/blogs/measuring-roi-ai-automation?language=fr' })).json();
    expect(fallback.data).toMatchObject({ slug: 'measuring-roi-ai-automation', language: 'en', fallback: true });
  });

  it('?language with another value is 400 naming the field', async () => {
    for (const url of ['/api/blogs?language=de', '/api/blogs/ai-hr-hiring-strategy?language=de', '/api/jobs?language=de']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('language');
    }
  });

  it('GET /api/jobs stays English; ?language=fr shows French listings and untranslated English ones', async () => {
    const english = (await t.inject({ method: 'GET', url: '/api/jobs' })).json();
    expect(english.data.length).toBeGreaterThan(0);
    expect(Object.keys(english.data[0]).sort()).toEqual([
      'application_link',
      'description',
      'id',
      'location',
      'posted_at',
      'title',
      'type',
    ]);
    const french = (await t.inject({ method: 'GET', url: '/api/jobs?language=fr' })).json();
    expect(french.data).toHaveLength(english.data.length);
    expect(french.data.every((j: { language: string; fallback: boolean }) => j.language === 'fr' && !j.fallback)).toBe(true);

    // A new English listing with no translation shows on the French page as a fallback.
    await query(
      t.database.url,
      `INSERT INTO job_listings (title, location, type, description, posted_at, application_link)
      VALUES ('Data Analyst', 'Remote', 'Contract', 'Analyse the data our assistants collect.', '2030-01-01', 'mailto:jobs@example.com')`,
    );
    const mixed = (await t.inject({ method: 'GET', url: '/api/jobs?language=fr' })).json();
    expect(mixed.data[0]).toMatchObject({ title: 'Data Analyst', language: 'en', fallback: true });
  });

  it('the careers fallback (role anon, as /rest/v1 runs it) reads English open listings only', async () => {
    const client = new Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL ROLE anon');
      const seen = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_listings WHERE title LIKE '%en automatisation%'`);
      const all = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM job_listings');
      await client.query('ROLLBACK');
      expect(seen.rows[0].n).toBe(0);
      const english = await query<{ n: number }>(
        t.database.url,
        `SELECT count(*)::int AS n FROM job_listings WHERE language = 'en' AND closed_at IS NULL`,
      );
      expect(all.rows[0].n).toBe(english[0].n);
    } finally {
      await client.end();
    }
  });

  it('sitemap lists French posts under /fr; /fr/rss.xml carries the French posts', async () => {
    const sitemap = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/fr/content/ai-hr-hiring-strategy</loc>');
    expect(sitemap).toContain('/content/ai-hr-hiring-strategy</loc>');
    const rss = (await t.inject({ method: 'GET', url: '/fr/rss.xml' })).body;
    expect(rss).toContain('<language>fr-ca</language>');
    expect((rss.match(/<item>/g) ?? []).length).toBe(6);
    const englishRss = (await t.inject({ method: 'GET', url: '/rss.xml' })).body;
    expect((englishRss.match(/<item>/g) ?? []).length).toBe(13);
  });
});

describe('the page language is stored with leads, subscribers and page views (nullable columns)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('a contact from a /fr page is stored as French; one from an English page as English; the inbox copies it', async () => {
    const fr = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { referer: 'http://127.0.0.1:3000/fr/contact' },
      payload: { ...validContact, email: 'fr@example.com' },
    });
    expect(fr.statusCode).toBe(201);
    const en = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { referer: 'http://127.0.0.1:3000/contact' },
      payload: { ...validContact, email: 'en@example.com' },
    });
    const explicit = await t.inject({ method: 'POST', url: '/api/contact-webhook', payload: { ...validDemo, language: 'fr' } });
    expect(explicit.statusCode).toBe(201);
    const none = await t.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact, email: 'none@example.com' } });
    const rows = await query<{ email: string; language: string | null }>(
      t.database.url,
      `SELECT email, language FROM leads ORDER BY email`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.language]))).toEqual({
      'en@example.com': 'en',
      'fr@example.com': 'fr',
      'grace@example.com': 'fr',
      'none@example.com': null,
    });
    const contacts = await query(t.database.url, `SELECT id::text FROM contacts WHERE language = 'fr'`);
    expect(contacts.map((r) => r.id)).toEqual([fr.json().id]);
    void en;
    void none;
  });

  it('a bad language field is 400 naming it', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact, language: 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('language');
  });

  it('a newsletter subscriber keeps the language they signed up in', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { referer: 'http://127.0.0.1:3000/fr/blog' },
      payload: { email: 'abonne@example.com' },
    });
    await t.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'sub@example.com', language: 'en' } });
    const rows = await query<{ email: string; language: string }>(
      t.database.url,
      `SELECT email, language FROM newsletter_subscribers ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: 'abonne@example.com', language: 'fr' },
      { email: 'sub@example.com', language: 'en' },
    ]);
  });

  it('a page view takes its language from the URL unless the browser sent one', async () => {
    await query(
      t.database.url,
      `INSERT INTO page_views (visitor_id, page_url) VALUES ('v_abcdef1', '/fr/services/Healthcare'), ('v_abcdef1', 'https://site.example/fr'), ('v_abcdef1', '/free'), ('v_abcdef1', '/about')`,
    );
    await query(t.database.url, `INSERT INTO page_views (visitor_id, page_url, language) VALUES ('v_abcdef1', '/about', 'fr')`);
    const rows = await query<{ page_url: string; language: string }>(
      t.database.url,
      `SELECT page_url, language FROM page_views ORDER BY created_at, page_url`,
    );
    expect(rows.map((r) => `${r.page_url}:${r.language}`).sort()).toEqual(
      ['/about:en', '/about:fr', '/fr/services/Healthcare:fr', '/free:en', 'https://site.example/fr:fr'].sort(),
    );
  });
});
