import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { ContentEventsService } from '../src/content-events/content-events.service';
import { createTestApp } from './support/test-app';
import { query } from './support/test-database';

/**
 * The live pages rendered by the backend with their data (frontend/build/server, built by
 * `npm run build`): complete HTML for crawlers and link previews, 404s, revalidation, the cache
 * dropped when content changes, and the fallback page when the database fails.
 */
describe('live pages (/blog, /careers, /content/{slug}, and /fr twins)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const post = (slug: string, title: string, extra = '') =>
    query(
      t.database.url,
      `INSERT INTO blog_posts (slug, title, content, seo_description, published_at ${extra ? ', cover_image_url' : ''}) VALUES ($1, $2, $3, $4, now() - interval '1 minute' ${extra ? ', $5' : ''})`,
      [
        slug,
        title,
        '## A heading\n\nBody text with **bold** words.\n\n<script>alert(1)</script>',
        `${title}: what it is about.`,
        ...(extra ? [extra] : []),
      ],
    );

  beforeAll(async () => {
    t = await createTestApp();
    await post('first-post', 'The first post', '/images/blog/first.svg');
    await query(
      t.database.url,
      `INSERT INTO job_listings (title, location, type, description, posted_at, application_link) VALUES ('AI Engineer', 'Remote (Canada)', 'Full-time', 'Build assistants.', '2026-11-01', 'https://jobs.example/ai')`,
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

  it('GET /content/{slug} is the whole article: head, Open Graph, JSON-LD and sanitised body', async () => {
    const res = await get('/content/first-post');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-CA">/);
    expect(html).toMatch(/<title>The first post \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="The first post: what it is about."/>');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/content/first-post"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:3000/images/blog/first.svg"/>');
    expect(html).toContain('"@type":"BlogPosting","headline":"The first post"');
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).not.toContain('alert(1)');
    // No script of the post's may run: only JSON-LD data and the island loader, whose hash the
    // page's policy allows (script-src without 'unsafe-inline').
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1])).toEqual([' type="module"', ' type="application/ld+json"']);
    const loader = scripts[0][2];
    expect(loader).toMatch(/import\("\/assets\/boot-[\w-]+\.js"\)/);
    // The policy the build wrote for every page (scripts/csp.mjs; served with pages by both servers).
    const { policy } = JSON.parse(readFileSync(path.join(__dirname, '../../frontend/build/csp.json'), 'utf8')) as { policy: string };
    const scriptSrc = /script-src [^;]+/.exec(policy)![0];
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('GET /content/{unknown} answers 404 with the article error page, noindex', async () => {
    const res = await get('/content/no-such-post');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Blog post not found');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('GET /blog lists the posts; ?page past the last or not a number is 404; other query parameters change nothing', async () => {
    const page = await get('/blog');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The first post');
    expect((await get('/blog?page=2')).statusCode).toBe(404);
    expect((await get('/blog?page=x')).statusCode).toBe(404);
    const tracked = await get('/blog?utm_source=news&page=1');
    expect(tracked.statusCode).toBe(200);
    expect(tracked.headers['etag']).toBeDefined();
  });

  it('GET /careers has the open positions and their JobPosting data', async () => {
    const res = await get('/careers');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('AI Engineer');
    expect(res.body).toContain('"@type":"JobPosting"');
  });

  it('a job closed with SQL shows on the very next visit, even when its NOTIFY is late', async () => {
    expect((await get('/careers')).body).toContain('AI Engineer');
    // Hold the listening connection's incoming data, as a busy socket or network would: the
    // write's NOTIFY then reaches this replica after the visit's request does.
    const events: unknown = t.app.get(ContentEventsService);
    const listener = (events as { client: { connection: { stream: Socket } } }).client;
    listener.connection.stream.pause();
    try {
      await query(t.database.url, 'UPDATE job_listings SET closed_at = now() WHERE closed_at IS NULL');
      setTimeout(() => listener.connection.stream.resume(), 200);
      expect((await get('/careers')).body).not.toContain('AI Engineer');
    } finally {
      listener.connection.stream.resume();
      await query(t.database.url, 'UPDATE job_listings SET closed_at = NULL');
    }
    expect((await get('/careers')).body).toContain('AI Engineer');
  });

  it('French twins are French pages', async () => {
    const res = await get('/fr/careers');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="fr-CA">/);
    expect(res.body).toContain('<link rel="alternate" hrefLang="en-CA" href="http://127.0.0.1:3000/careers"/>');
    expect((await get('/fr/content/no-such-post')).statusCode).toBe(404);
  });

  it('answers a revalidation with 304 until the content changes, and shows a new post at once', async () => {
    const first = await get('/blog');
    const revalidated = await get('/blog', { 'if-none-match': first.headers['etag'] as string });
    expect(revalidated.statusCode).toBe(304);
    // Browsers replace the cached page's headers with the 304's: a non-document CSP there would block its styles.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    await post('second-post', 'The second post');
    // No waiting: the page hears every change committed before the request.
    expect((await get('/blog', { 'if-none-match': first.headers['etag'] as string })).statusCode).toBe(200);
    expect((await get('/blog')).body).toContain('The second post');
    expect((await get('/content/second-post')).statusCode).toBe(200);
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await get('/careers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('AI Engineer');
  });

  it('serves the fallback page (loaded in the browser) while the database fails, and the real page once it is back', async () => {
    // A page not rendered yet: a cached one would rightly still be served during the outage.
    await post('third-post', 'The third post');
    await query(t.database.url, 'ALTER TABLE blog_posts RENAME TO blog_posts_away');
    try {
      const res = await get('/content/third-post');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('data-island="article"');
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.body).not.toContain('The third post');
    } finally {
      await query(t.database.url, 'ALTER TABLE blog_posts_away RENAME TO blog_posts');
    }
    const back = await get('/content/third-post');
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('The third post');
  });

  describe('the contact form posted without script', () => {
    const form = (fields: Record<string, string>, headers: Record<string, string> = { origin: 'http://127.0.0.1:3000' }) =>
      t.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.77', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });

    it('with errors: the contact page again, each message under its field, what was typed kept, nothing stored', async () => {
      const res = await form({ name: 'A', email: 'ada@example.com', message: 'short' });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('Name must be at least 2 characters');
      expect(res.body).toContain('Please select an industry');
      expect(res.body).toContain('Message must be at least 10 characters');
      expect(res.body).toContain('value="ada@example.com"');
      expect(await query(t.database.url, "SELECT 1 FROM contacts WHERE email = 'ada@example.com'")).toEqual([]);
    });

    it('valid: stored with its deliveries, then thanked on the page', async () => {
      const res = await form({
        name: 'Ada Lovelace',
        email: 'ada.noscript@example.com',
        industry: 'realestate',
        message: 'Please call me about showings.',
        website: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Message sent!');
      expect(await query(t.database.url, "SELECT name, source FROM contacts WHERE email = 'ada.noscript@example.com'")).toEqual([
        { name: 'Ada Lovelace', source: 'website_contact_form' },
      ]);
    });

    it('refuses a post from another site', async () => {
      const res = await form(
        { name: 'Eve', email: 'eve@example.com', industry: 'other', message: 'Cross-site post here.' },
        { origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(403);
      expect(await query(t.database.url, "SELECT 1 FROM contacts WHERE email = 'eve@example.com'")).toEqual([]);
    });
  });

  describe('the newsletter box posted without script', () => {
    const subscribe = (url: string, email: string, origin = 'http://127.0.0.1:3000') =>
      t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.78', origin },
        payload: new URLSearchParams({ email }).toString(),
      });
    const stored = (email: string) => query(t.database.url, `SELECT language FROM newsletter_subscribers WHERE email = '${email}'`);

    it('subscribes, then sends the visitor back to the box with its message, in the page language', async () => {
      const res = await subscribe('/newsletter', 'reader.noscript@example.com');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/#newsletter-subscribed');
      expect(await stored('reader.noscript@example.com')).toEqual([{ language: 'en' }]);
      const fr = await subscribe('/fr/newsletter', 'lectrice.noscript@example.com');
      expect(fr.headers.location).toBe('/fr#newsletter-subscribed');
      expect(await stored('lectrice.noscript@example.com')).toEqual([{ language: 'fr' }]);
    });

    it('an empty or malformed address stores nothing and says which', async () => {
      expect((await subscribe('/newsletter', '   ')).headers.location).toBe('/#newsletter-empty');
      expect((await subscribe('/fr/newsletter', 'not-an-address')).headers.location).toBe('/fr#newsletter-invalid');
      expect(await query(t.database.url, "SELECT 1 FROM newsletter_subscribers WHERE email = 'not-an-address'")).toEqual([]);
    });

    it('refuses a post from another site', async () => {
      const res = await subscribe('/newsletter', 'victim@example.com', 'https://evil.example');
      expect(res.statusCode).toBe(403);
      expect(await stored('victim@example.com')).toEqual([]);
    });
  });
});
