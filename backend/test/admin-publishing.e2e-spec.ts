import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { ContentEventsService } from '../src/content-events/content-events.service';
import { ORIGIN, enrolOperator, signIn } from './support/admin';
import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const post = {
  title: 'Case Study: A Clinic Cuts No-Shows',
  slug: 'clinic-no-shows',
  seo_description: 'How reminders helped.',
  content: '## Reminders\n\nText with **bold** and <script>alert(1)</script>.',
  draft: false,
};
/** A valid PNG signature and IHDR for any size, with a small deflated IDAT: the classic decompression bomb's header. */
function pngHeaderBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('console publishing: posts, covers and jobs', () => {
  let t: TestApp;
  let editor: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pf-media-'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.inject({
      method,
      url,
      headers: { cookie: editor, ...(method === 'GET' ? {} : { origin: ORIGIN }) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    editor = await signIn(t, await enrolOperator(t, 'writer@prairieflow.example', 'editor'));
  });
  afterAll(() => t.close());

  it('publishes a post at once: /api/blogs, the article, the sitemap and RSS show it; the HTML is sanitised; caches hear about it', async () => {
    const events = t.app.get(ContentEventsService);
    const before = events.version('posts');
    const changed = new Promise<string>((resolve) => events.onChange((topic) => resolve(topic)));
    const res = await call('POST', '/api/admin/posts', post);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'clinic-no-shows', status: 'published', language: 'en', draft: false });
    expect(await changed).toBe('posts');
    expect(events.version('posts')).not.toBe(before);
    const article = (await t.inject({ method: 'GET', url: '/api/blogs/clinic-no-shows' })).json();
    expect(article.data.content).toContain('<strong>bold</strong>');
    expect(article.data.content).not.toContain('<script');
    expect((await t.inject({ method: 'GET', url: '/api/blogs' })).json().data[0].slug).toBe('clinic-no-shows');
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('/content/clinic-no-shows</loc>');
    expect((await t.inject({ method: 'GET', url: '/rss.xml' })).body).toContain('<title>Case Study: A Clinic Cuts No-Shows</title>');
  });

  it('a draft and a scheduled post stay off the site; the list says draft / scheduled / published and filters by it', async () => {
    await call('POST', '/api/admin/posts', { ...post, slug: 'a-draft', title: 'A draft', draft: true });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call('POST', '/api/admin/posts', { ...post, slug: 'later', title: 'Later', published_at: future });
    expect(scheduled.json().status).toBe('scheduled');
    expect((await t.inject({ method: 'GET', url: '/api/blogs/later' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/blogs/a-draft' })).statusCode).toBe(404);
    const list = (await call('GET', '/api/admin/posts?sort=title&dir=asc')).json();
    expect(list.items.map((p: { slug: string; status: string }) => `${p.slug}:${p.status}`)).toEqual([
      'a-draft:draft',
      'clinic-no-shows:published',
      'later:scheduled',
    ]);
    expect((await call('GET', '/api/admin/posts?status=scheduled')).json().items.map((p: { slug: string }) => p.slug)).toEqual(['later']);
    // Publishing the scheduled post now (a date in the past) shows it at once.
    const now = await call('PUT', `/api/admin/posts/${scheduled.json().id}`, {
      ...post,
      slug: 'later',
      title: 'Later',
      published_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(now.json().status).toBe('published');
    expect((await t.inject({ method: 'GET', url: '/api/blogs/later' })).statusCode).toBe(200);
  });

  it('checks slugs: taken in the same language is 409 with a free suggestion; the same slug in French is fine', async () => {
    expect((await call('GET', '/api/admin/posts/slug-check?slug=clinic-no-shows')).json()).toEqual({
      slug: 'clinic-no-shows',
      available: false,
      suggestion: 'clinic-no-shows-2',
    });
    expect((await call('GET', '/api/admin/posts/slug-check?slug=clinic-no-shows&language=fr')).json().available).toBe(true);
    const dup = await call('POST', '/api/admin/posts', post);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues).toEqual([{ path: 'slug', message: expect.stringContaining('clinic-no-shows-2 is free') }]);
    const french = await call('POST', '/api/admin/posts', { ...post, title: 'Étude de cas : une clinique', language: 'fr' });
    expect(french.statusCode).toBe(201);
    expect((await t.inject({ method: 'GET', url: '/api/blogs/clinic-no-shows?language=fr' })).json().data).toMatchObject({
      language: 'fr',
      fallback: false,
    });
  });

  it('previews Markdown with the public renderer and sanitiser', async () => {
    const res = await call('POST', '/api/admin/posts/preview', {
      content: '## Title\n\n[link](https://example.com) <img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<h2>Title</h2>');
    expect(res.json().html).toContain('target="_blank"');
    expect(res.json().html).not.toContain('onerror');
  });

  it('uploads a real image: AVIF and WebP at several widths, metadata stripped, served with a long cache', async () => {
    const source = await sharp(await png(2000, 1000))
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Person' } } })
      .jpeg()
      .toBuffer();
    const res = await call('POST', '/api/admin/uploads', { filename: 'cover.jpg', data: source.toString('base64') });
    expect(res.statusCode).toBe(201);
    const cover = res.json();
    expect(cover).toMatchObject({ width: 1600, height: 800, sizes: expect.any(String) });
    expect(cover.srcset.webp.split(', ').map((s: string) => s.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    const folder = cover.url.split('/')[3];
    expect((await readdir(path.join(dataDir, 'media', 'covers', folder))).sort()).toEqual([
      '1600.avif',
      '1600.webp',
      '480.avif',
      '480.webp',
      '960.avif',
      '960.webp',
    ]);
    const served = await t.inject({ method: 'GET', url: cover.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'webp', width: 1600, exif: undefined });
    expect((await t.inject({ method: 'GET', url: `/media/covers/${folder}/../../../etc/passwd` })).statusCode).toBe(404);
  });

  it('refuses what is not an image, whatever its name: text, and a "PNG" that is really HTML', async () => {
    for (const data of [Buffer.from('just some text'), Buffer.from('<!doctype html><html><script>alert(1)</script></html>')]) {
      const res = await call('POST', '/api/admin/uploads', { filename: 'cover.png', data: data.toString('base64') });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'data', message: expect.stringContaining('not an image') }]);
    }
  });

  it('refuses an image bomb (huge dimensions in a small file) without decoding it', async () => {
    // A PNG whose header says 20000 × 20000 (400 megapixels, 1.2 GB decoded) in a few hundred bytes.
    const bomb = pngHeaderBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(2048);
    const rss = process.memoryUsage().rss;
    const res = await call('POST', '/api/admin/uploads', { filename: 'bomb.png', data: bomb.toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/20000 × 20000 pixels/);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses an upload over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64');
    const res = await call('POST', '/api/admin/uploads', { filename: 'big.png', data: big });
    // The body in the failure message: this once answered 500 in a full, loaded run.
    expect(`${res.statusCode} ${res.body.slice(0, 300)}`).toMatch(/^413 /);
    const huge = await call('POST', '/api/admin/uploads', { filename: 'huge.png', data: 'A'.repeat(8 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('adds, edits, closes and reopens a job; /api/jobs follows at once; a French translation replaces its original in French', async () => {
    const job = {
      title: 'Automation Engineer',
      location: 'Saskatoon, SK',
      type: 'Full-time',
      description: 'Build assistants our clients rely on.',
      posted_at: '2026-11-20',
      application_link: 'mailto:jobs@example.com',
    };
    const added = await call('POST', '/api/admin/jobs', job);
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    expect((await t.inject({ method: 'GET', url: '/api/jobs' })).json().data.map((j: { title: string }) => j.title)).toEqual([
      'Automation Engineer',
    ]);
    const french = await call('POST', '/api/admin/jobs', {
      ...job,
      title: 'Ingénieur en automatisation',
      language: 'fr',
      translation_of: id,
    });
    expect(french.statusCode).toBe(201);
    expect((await t.inject({ method: 'GET', url: '/api/jobs?language=fr' })).json().data.map((j: { title: string }) => j.title)).toEqual([
      'Ingénieur en automatisation',
    ]);
    expect((await call('PATCH', `/api/admin/jobs/${id}`, { location: 'Remote (Canada)' })).json().location).toBe('Remote (Canada)');
    expect((await call('PATCH', `/api/admin/jobs/${id}`, { closed: true })).json().closed_at).not.toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/jobs' })).json().data).toEqual([]);
    expect((await call('PATCH', `/api/admin/jobs/${id}`, { closed: false })).json().closed_at).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/jobs' })).json().data).toHaveLength(1);
    const bad = await call('POST', '/api/admin/jobs', { ...job, language: 'fr', translation_of: french.json().id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('translation_of');
    const actions = await query<{ action: string }>(t.database.url, `SELECT action FROM audit_log WHERE action LIKE 'job.%' ORDER BY id`);
    expect(actions.map((a) => a.action)).toEqual(['job.created', 'job.created', 'job.updated', 'job.closed', 'job.reopened']);
  });
});
