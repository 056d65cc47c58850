import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function insertPost(
  url: string,
  post: { slug: string; title?: string; content?: string; published_at: string | null; is_draft?: boolean; content_html?: string | null },
) {
  await query(url, `INSERT INTO blog_posts (slug, title, content, content_html, published_at, is_draft) VALUES ($1, $2, $3, $4, $5, $6)`, [
    post.slug,
    post.title ?? `Title of ${post.slug}`,
    post.content ?? `Body of **${post.slug}**.`,
    post.content_html ?? null,
    post.published_at,
    post.is_draft ?? false,
  ]);
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const notFound = { statusCode: 404, error: 'Not Found', message: 'Blog post not found', success: false };

describe('GET /api/blogs with no posts', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('page 1 is valid and returns empty data with totalPages 0', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], pagination: { page: 1, limit: 9, total: 0, totalPages: 0 } });
  });

  it('page 2 returns 400: there is no second page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs?page=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'page must be between 1 and 1' });
  });
});

describe('GET /api/blogs and /api/blogs/:slug with posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 1; i <= 12; i += 1) await insertPost(t.database.url, { slug: `post-${i}`, published_at: day(i) });
    await insertPost(t.database.url, { slug: 'a-draft', published_at: day(20), is_draft: true });
    await insertPost(t.database.url, { slug: 'scheduled', published_at: new Date(Date.now() + 86_400_000).toISOString() });
    await insertPost(t.database.url, { slug: 'undated', published_at: null });
  });
  afterAll(() => t.close());

  it('GET /api/blogs returns the first 9 published posts, newest first, with pagination', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 9, total: 12, totalPages: 2 });
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'post-12',
      'post-11',
      'post-10',
      'post-9',
      'post-8',
      'post-7',
      'post-6',
      'post-5',
      'post-4',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['content', 'cover_image_url', 'created_at', 'estimated_read_time', 'id', 'published_at', 'seo_description', 'slug', 'title'].sort(),
    );
  });

  it('page 2 has the remaining 3 and never drafts, scheduled or undated posts', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs?page=2' });
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual(['post-3', 'post-2', 'post-1']);
  });

  it('a page past totalPages returns 400 naming the range', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs?page=3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('page must be between 1 and 2');
  });

  it('limit 50 is the maximum; limit 51 returns 400', async () => {
    const ok = await t.inject({ method: 'GET', url: '/api/blogs?limit=50' });
    expect(ok.json().pagination).toEqual({ page: 1, limit: 50, total: 12, totalPages: 1 });
    const res = await t.inject({ method: 'GET', url: '/api/blogs?limit=51' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be at most 50');
  });

  it('limit=5&page=3 pages by the given limit', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs?limit=5&page=3' });
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual(['post-2', 'post-1']);
    expect(res.json().pagination).toEqual({ page: 3, limit: 5, total: 12, totalPages: 3 });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '1e2', ' 1', '01'])('page=%p returns 400 "page must be a positive integer"', async (value) => {
    const res = await t.inject({ method: 'GET', url: `/api/blogs?page=${encodeURIComponent(value)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('page must be a positive integer');
  });

  it.each(['0', '-3', '2.5', 'ten'])('limit=%p returns 400 "limit must be a positive integer"', async (value) => {
    const res = await t.inject({ method: 'GET', url: `/api/blogs?limit=${value}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be a positive integer');
  });

  it('a repeated or unknown query parameter returns 400', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/blogs?page=1&page=2' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/blogs?sort=title' })).statusCode).toBe(400);
  });

  it('GET /api/blogs/:slug returns the post with its body as HTML', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs/post-3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { slug: 'post-3', title: 'Title of post-3', content: '<p>Body of <strong>post-3</strong>.</p>' },
    });
    expect(res.json().data.published_at).toBe(day(3));
  });

  it.each(['no-such-post', 'a-draft', 'scheduled', 'undated', 'UPPER%20case', '%3Cscript%3E'])(
    'GET /api/blogs/%s returns 404 "Blog post not found"',
    async (slug) => {
      const res = await t.inject({ method: 'GET', url: `/api/blogs/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    },
  );
});

describe('post bodies are sanitised and the HTML is cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPost(t.database.url, {
      slug: 'hostile',
      content: '## Hi\n\n<img src=x onerror=alert(1)><script>alert(1)</script>[x](javascript:alert(1))',
      published_at: day(1),
    });
    await insertPost(t.database.url, {
      slug: 'stale',
      content: 'Fresh *body*',
      content_html: '<p>stale cache from before versioning</p>',
      published_at: day(2),
    });
  });
  afterAll(() => t.close());

  it('serves sanitised HTML and writes it to content_html on first read', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs/hostile' });
    expect(res.json().data.content).toBe('<h2>Hi</h2>\n<p><a target="_blank" rel="noopener noreferrer">x</a></p>');
    const [row] = await query<{ content_html: string }>(t.database.url, `SELECT content_html FROM blog_posts WHERE slug = 'hostile'`);
    expect(row.content_html).toContain('<h2>Hi</h2>');
  });

  it('an unversioned cache value is rendered again instead of served', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/blogs/stale' });
    expect(res.json().data.content).toBe('<p>Fresh <em>body</em></p>');
  });

  it('editing content in SQL clears the cache, so the next read shows the new body', async () => {
    await t.inject({ method: 'GET', url: '/api/blogs/stale' });
    await query(t.database.url, `UPDATE blog_posts SET content = 'Edited **in SQL**' WHERE slug = 'stale'`);
    const [row] = await query<{ content_html: string | null }>(t.database.url, `SELECT content_html FROM blog_posts WHERE slug = 'stale'`);
    expect(row.content_html).toBeNull();
    const res = await t.inject({ method: 'GET', url: '/api/blogs/stale' });
    expect(res.json().data.content).toBe('<p>Edited <strong>in SQL</strong></p>');
  });
});
