import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { ContentEventsService } from '../src/content-events/content-events.service';
import { ORIGIN, enrolOperator, signIn } from './support/admin';
import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/**
 * GET /api/blogs and /api/jobs are public and change only when content does: each answer carries
 * an ETag, a conditional GET answers 304 while nothing changed, a publish (console API or the
 * content CLI) gives a new ETag, and each ?language has its own.
 */
describe('conditional GET of /api/blogs and /api/jobs (ETag, If-None-Match, 304)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let editor: string;
  const get = (url: string, etag?: string) => t.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
  const console_ = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.inject({ method, url, headers: { cookie: editor, origin: ORIGIN }, payload });
  /** The content CLI as operators run it (`npm run content -- …`), in its own process. */
  const cli = (...args: string[]) =>
    run(process.execPath, [path.join(root, 'scripts/content.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: t.database.url },
    });
  const job = {
    title: 'Automation Engineer',
    location: 'Regina, SK',
    type: 'Full-time',
    description: 'Build assistants our clients rely on.',
    posted_at: '2026-11-20',
    application_link: 'mailto:jobs@example.com',
  };

  beforeAll(async () => {
    t = await createTestApp();
    editor = await signIn(t, await enrolOperator(t, 'etag-writer@prairieflow.example', 'editor'));
    await query(
      t.database.url,
      `INSERT INTO blog_posts (slug, title, content, published_at) VALUES ('first-post', 'First post', 'Body of the **first** post.', now() - interval '1 day')`,
    );
    await query(
      t.database.url,
      `INSERT INTO job_listings (title, location, type, description, posted_at, application_link) VALUES ('AI Engineer', 'Remote (Canada)', 'Full-time', 'Build assistants.', '2026-11-01', 'https://jobs.example/ai')`,
    );
  });
  afterAll(() => t.close());

  it.each(['/api/blogs', '/api/blogs?page=1&limit=9&language=fr', '/api/jobs', '/api/jobs?language=fr'])(
    '%s answers 200 with an ETag, then 304 with no body to a conditional GET while nothing changed',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.length).toBeGreaterThan(0);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      const again = await get(url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      // What nginx hands back after gzipping (a weak tag), and a list of tags, match too.
      expect((await get(url, `W/${etag}`)).statusCode).toBe(304);
      expect((await get(url, `"other", ${etag}`)).statusCode).toBe(304);
      // A tag from something else is not a match: the full answer, identical to the first.
      const other = await get(url, '"not-this-one"');
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it('each language (and none) is its own answer with its own ETag; so is each page size', async () => {
    const tags = await Promise.all(
      ['/api/blogs', '/api/blogs?language=en', '/api/blogs?language=fr', '/api/blogs?limit=5'].map(
        async (url) => (await get(url)).headers['etag'] as string,
      ),
    );
    expect(new Set(tags).size).toBe(4);
    // The French ETag does not validate the English answer, nor the other way round.
    expect((await get('/api/blogs?language=en', tags[2])).statusCode).toBe(200);
    expect((await get('/api/blogs?language=fr', tags[1])).statusCode).toBe(200);
    expect((await get('/api/blogs?language=fr', tags[2])).statusCode).toBe(304);
    const jobs = await Promise.all(
      ['/api/jobs', '/api/jobs?language=en', '/api/jobs?language=fr'].map(async (url) => (await get(url)).headers['etag'] as string),
    );
    expect(new Set(jobs).size).toBe(3);
    expect((await get('/api/jobs?language=fr', jobs[0])).statusCode).toBe(200);
  });

  it('a post published through the console API changes the /api/blogs ETag at once; /api/jobs keeps its own', async () => {
    const blogs = (await get('/api/blogs')).headers['etag'] as string;
    const jobs = (await get('/api/jobs')).headers['etag'] as string;
    const res = await console_('POST', '/api/admin/posts', {
      title: 'Published from the console',
      slug: 'from-console',
      seo_description: 'New.',
      content: 'A **new** post.',
      draft: false,
    });
    expect(res.statusCode).toBe(201);
    // The very next request, with no wait: no longer 304, and the new post is in the answer.
    const after = await get('/api/blogs', blogs);
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(blogs);
    expect(after.json().data[0].slug).toBe('from-console');
    expect((await get('/api/blogs', after.headers['etag'] as string)).statusCode).toBe(304);
    // Jobs did not change; its answer still validates.
    expect((await get('/api/jobs', jobs)).statusCode).toBe(304);
  });

  it('a draft saved in the console changes nothing public: the old ETag still gives 304', async () => {
    const etag = (await get('/api/blogs')).headers['etag'] as string;
    const res = await console_('POST', '/api/admin/posts', {
      title: 'Still a draft',
      slug: 'still-draft',
      seo_description: 'Draft.',
      content: 'Not yet.',
      draft: true,
    });
    expect(res.statusCode).toBe(201);
    // Recomputed after the draft's NOTIFY, but the same bytes: the same ETag, so still 304.
    expect((await get('/api/blogs', etag)).statusCode).toBe(304);
  });

  it('adding and closing a job through the console API changes the /api/jobs ETag at once, in both languages', async () => {
    const en = (await get('/api/jobs')).headers['etag'] as string;
    const fr = (await get('/api/jobs?language=fr')).headers['etag'] as string;
    const added = await console_('POST', '/api/admin/jobs', job);
    expect(added.statusCode).toBe(201);
    const afterAdd = await get('/api/jobs', en);
    expect(afterAdd.statusCode).toBe(200);
    expect(afterAdd.json().data.map((j: { title: string }) => j.title)).toContain('Automation Engineer');
    expect((await get('/api/jobs?language=fr', fr)).statusCode).toBe(200);
    const closed = await console_('PATCH', `/api/admin/jobs/${added.json().id}`, { closed: true });
    expect(closed.statusCode).toBe(200);
    const afterClose = await get('/api/jobs', afterAdd.headers['etag']);
    expect(afterClose.statusCode).toBe(200);
    expect(afterClose.json().data.map((j: { title: string }) => j.title)).not.toContain('Automation Engineer');
  });

  it('a post imported with the content CLI (another process) changes the ETag at once', async () => {
    const before = await get('/api/blogs?language=fr');
    const dir = mkdtempSync(path.join(tmpdir(), 'pf-etag-'));
    const file = path.join(dir, 'cli-post.md');
    writeFileSync(
      file,
      '---\ntitle: "Publié en ligne de commande"\nslug: depuis-la-cli\nseo_description: Nouveau\npublished_at: 2026-01-02\nlanguage: fr\n---\nUn **nouvel** article.\n',
    );
    const { stdout } = await cli('post', 'import', file);
    expect(stdout).toContain('Post created: /fr/content/depuis-la-cli (published)');
    // The very next request, with no wait: the import's NOTIFY is heard before it is answered.
    const after = await get('/api/blogs?language=fr', before.headers['etag']);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((p: { slug: string }) => p.slug)).toContain('depuis-la-cli');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('a job added with the content CLI changes the /api/jobs ETag at once', async () => {
    const before = (await get('/api/jobs')).headers['etag'] as string;
    await cli(
      'job',
      'add',
      '--title',
      'Data Analyst',
      '--location',
      'Winnipeg, MB',
      '--type',
      'Contract',
      '--description',
      'Turn logs into answers for clients.',
      '--link',
      'mailto:jobs@example.com',
    );
    const after = await get('/api/jobs', before);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((j: { title: string }) => j.title)).toContain('Data Analyst');
  });

  it('settled() returns only once a change committed by another session has been heard, every time', async () => {
    const events = t.app.get(ContentEventsService);
    const writer = new Client({ connectionString: t.database.url });
    await writer.connect();
    try {
      for (let i = 0; i < 20; i += 1) {
        const before = events.version('jobs');
        await writer.query(`UPDATE job_listings SET description = $1 WHERE title = 'AI Engineer'`, [`Build assistants, take ${i}.`]);
        await events.settled();
        expect(events.version('jobs')).not.toBe(before);
      }
    } finally {
      await writer.end();
    }
  });

  it('a bad query is a 400 with the usual error body and no ETag', async () => {
    const res = await get('/api/blogs?page=99');
    expect(res.statusCode).toBe(400);
    expect(res.headers['etag']).toBeUndefined();
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'page must be between 1 and 1' });
    expect((await get('/api/jobs?language=de')).statusCode).toBe(400);
  });
});
