import { ContentEventsService } from '../src/content-events/content-events.service';
import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

/** Polls until `check` holds (events arrive asynchronously over the LISTEN connection). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const insertPost = (url: string, slug: string, publishedAt: string) =>
  query(url, `INSERT INTO blog_posts (slug, title, content, published_at) VALUES ($1, 'T', 'Body', ${publishedAt})`, [slug]);

describe('ContentEventsService (content changes seen by every replica)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let events: ContentEventsService;
  beforeAll(async () => {
    t = await createTestApp();
    events = t.app.get(ContentEventsService);
  });
  afterAll(() => t.close());

  it('is listening once the app has started, with a stable version while nothing changes', async () => {
    expect(events.live).toBe(true);
    const before = events.version('posts');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.version('posts')).toBe(before);
  });

  it('a new post changes the posts version and leaves jobs alone', async () => {
    const posts = events.version('posts');
    const jobs = events.version('jobs');
    await insertPost(t.database.url, 'first', 'now()');
    await eventually(() => events.version('posts') !== posts);
    expect(events.version('jobs')).toBe(jobs);
  });

  it('filling the rendered-HTML cache column is not a change, editing the post is', async () => {
    const before = events.version('posts');
    await query(t.database.url, `UPDATE blog_posts SET content_html = '<p>Body</p>' WHERE slug = 'first'`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.version('posts')).toBe(before);
    await query(t.database.url, `UPDATE blog_posts SET title = 'New title' WHERE slug = 'first'`);
    await eventually(() => events.version('posts') !== before);
  });

  it('closing a job changes the jobs version', async () => {
    await query(
      t.database.url,
      `INSERT INTO job_listings (title, location, type, description, posted_at, application_link)
       VALUES ('Engineer', 'Remote', 'Full-time', 'Build', '2026-11-01', 'https://jobs.example/1')`,
    );
    const before = events.version('jobs');
    await query(t.database.url, `UPDATE job_listings SET closed_at = now()`);
    await eventually(() => events.version('jobs') !== before);
  });

  it('a scheduled post changes the version again when its publication time arrives', async () => {
    await insertPost(t.database.url, 'scheduled', `now() + interval '1200 milliseconds'`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterInsert = events.version('posts');
    await eventually(() => events.version('posts') !== afterInsert, 4000);
  });

  it('while the listening connection is down nothing is cached, and it comes back by itself', async () => {
    await query(
      t.database.url,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'content-events' AND datname = current_database()`,
    );
    await eventually(() => !events.live);
    expect(events.version('posts')).not.toBe(events.version('posts'));
    await eventually(() => events.live, 8000);
    expect(events.version('posts')).toBe(events.version('posts'));
  });
});
