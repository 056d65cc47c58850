import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

describe('GET /sitemap.xml, /robots.txt and /rss.xml', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_SITE_URL: 'https://www.example.ca/' });
    const insert = (slug: string, title: string, publishedAt: string | null, draft = false, seo: string | null = null) =>
      query(
        t.database.url,
        `INSERT INTO blog_posts (slug, title, content, seo_description, published_at, is_draft) VALUES ($1, $2, $3, $4, $5, $6)`,
        [slug, title, '## Heading\n\nBody with <b>markup</b> & an ampersand.', seo, publishedAt, draft],
      );
    await insert(
      'ai-for-clinics',
      'AI for clinics: <less> paperwork & "more" care',
      '2026-11-10T12:00:00Z',
      false,
      'Fewer forms & faster intake',
    );
    await insert('older-post', 'Older post', '2026-10-01T08:00:00Z');
    await insert('secret-draft', 'Draft', '2026-11-01T08:00:00Z', true);
    await insert('future-post', 'Future', new Date(Date.now() + 86_400_000).toISOString());
    await query(
      t.database.url,
      `INSERT INTO blog_posts (slug, title, content, published_at, language, translation_group) VALUES ('ia-pour-cliniques', 'L’IA pour les cliniques', 'Corps', '2026-11-11T12:00:00Z', 'fr', 'ai-for-clinics')`,
    );
  });
  afterAll(() => t.close());

  it('robots.txt allows crawling and points to the absolute sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://www.example.ca/sitemap.xml');
  });

  it('sitemap.xml lists every static route, the eleven service pages and only published posts', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/about',
      '/services',
      '/solutions',
      '/products',
      '/contact',
      '/careers',
      '/blog',
      '/content',
      '/terms-of-service',
      '/privacy-policy',
    ]) {
      expect(locs).toContain(`https://www.example.ca${path}`);
    }
    expect(locs.filter((l) => l.includes('/services/') && !l.includes('/fr/'))).toHaveLength(11);
    expect(locs).toContain('https://www.example.ca/services/HRWorkforce');
    expect(locs).toContain('https://www.example.ca/content/ai-for-clinics');
    expect(locs).toContain('https://www.example.ca/content/older-post');
    expect(res.body).not.toContain('secret-draft');
    expect(res.body).not.toContain('future-post');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it('sitemap.xml lists the French pages too, each page naming both languages (hreflang)', async () => {
    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const entry = (loc: string) => body.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`));
    for (const [en, fr] of [
      ['/', '/fr'],
      ['/about', '/fr/about'],
      ['/services/HRWorkforce', '/fr/services/HRWorkforce'],
      ['/blog', '/fr/blog'],
    ]) {
      for (const loc of [en, fr]) {
        const line = entry(`https://www.example.ca${loc}`);
        expect(line).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="https://www.example.ca${en}"/>`);
        expect(line).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="https://www.example.ca${fr}"/>`);
        expect(line).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.ca${en}"/>`);
      }
    }
    // A post and its translation name each other.
    for (const loc of ['/content/ai-for-clinics', '/fr/content/ia-pour-cliniques']) {
      const line = entry(`https://www.example.ca${loc}`);
      expect(line).toContain('hreflang="en-CA" href="https://www.example.ca/content/ai-for-clinics"');
      expect(line).toContain('hreflang="fr-CA" href="https://www.example.ca/fr/content/ia-pour-cliniques"');
    }
    // An English post without a translation is listed once, with no alternates.
    expect(entry('https://www.example.ca/content/older-post')).not.toContain('hreflang');
    expect(body).not.toContain('/fr/content/older-post');
  });

  it('rss.xml is RSS 2.0 with escaped titles and descriptions, newest first, published only', async () => {
    const res = await t.inject({ method: 'GET', url: '/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain('<rss version="2.0"');
    const titles = [...res.body.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['AI for clinics: &lt;less&gt; paperwork &amp; &quot;more&quot; care', 'Older post']);
    expect(res.body).toContain('<link>https://www.example.ca/content/ai-for-clinics</link>');
    expect(res.body).toContain('<pubDate>Tue, 10 Nov 2026 12:00:00 GMT</pubDate>');
    expect(res.body).toContain('<description>Fewer forms &amp; faster intake</description>');
    // Without an SEO description, the body's text (tags stripped, then escaped once).
    expect(res.body).toContain('<description>Heading Body with markup &amp; an ampersand.</description>');
    expect(res.body).not.toMatch(/<b>|&lt;b&gt;/);
  });

  it('the files are served at the root, not under /api', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/sitemap.xml' })).statusCode).toBe(404);
  });
});
