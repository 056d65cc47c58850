import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { parsePostFile, savePost } from '../src/content-rendering/post-file';
import { seedDemoContent } from '../src/database/seed';
import { addJob, closeJob, listJobs, updateJob } from '../src/jobs/job-admin';
import { createTestApp } from './support/test-app';

const postFile = (extra = '', body = '## Why it matters\n\nA **real** body.') =>
  `---\ntitle: "Scheduling: a field guide"\nslug: field-guide\ncover: /images/blog/default-cover.svg\nseo_description: How to start\npublished_at: 2026-11-01\n${extra}---\n${body}\n`;

describe('operators publish posts and jobs without SQL (npm run content)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let client: Client;
  beforeAll(async () => {
    t = await createTestApp();
    client = new Client({ connectionString: t.database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  it('post import creates, then updates the same slug; the API serves the new body', async () => {
    expect(await savePost(client, parsePostFile(postFile()), { overwrite: true })).toBe('created');
    let res = await t.inject({ method: 'GET', url: '/api/blogs/field-guide' });
    expect(res.json().data).toMatchObject({
      title: 'Scheduling: a field guide',
      seo_description: 'How to start',
      cover_image_url: '/images/blog/default-cover.svg',
    });
    expect(res.json().data.content).toBe('<h2>Why it matters</h2>\n<p>A <strong>real</strong> body.</p>');
    expect(await savePost(client, parsePostFile(postFile('', 'Second *version*')), { overwrite: true })).toBe('updated');
    res = await t.inject({ method: 'GET', url: '/api/blogs/field-guide' });
    expect(res.json().data.content).toBe('<p>Second <em>version</em></p>');
  });

  it('a draft import hides the post', async () => {
    await savePost(client, parsePostFile(postFile('draft: true\n')), { overwrite: true });
    expect((await t.inject({ method: 'GET', url: '/api/blogs/field-guide' })).statusCode).toBe(404);
  });

  it('bad front matter is refused with every problem named', () => {
    expect(() => parsePostFile('---\ntitle: x\nslug: Bad Slug\npublish_at: 2026-01-01\n---\nbody')).toThrow(
      /slug: slug must be lowercase letters, digits and hyphens; .*publish_at/,
    );
    expect(() => parsePostFile(postFile().replace('2026-11-01', 'next week'))).toThrow(/published_at must be a date/);
    expect(() => parsePostFile(postFile().replace('/images/blog/default-cover.svg', 'javascript:alert(1)'))).toThrow(/cover must be/);
    expect(() => parsePostFile(postFile('', ''))).toThrow('The post has no body after its front matter');
  });

  it('job add, update and close change what GET /api/jobs shows', async () => {
    const job = {
      title: 'Automation Engineer',
      location: 'Remote (Canada)',
      type: 'Full-time',
      description: 'Build automations that save our clients hours every week.',
      posted_at: '2026-11-15',
      application_link: 'mailto:careers@prairieflow.example',
    };
    const id = await addJob(client, job);
    expect((await t.inject({ method: 'GET', url: '/api/jobs' })).json().data).toEqual([{ id, ...job }]);
    await updateJob(client, id, { location: 'Saskatoon, SK' });
    expect((await t.inject({ method: 'GET', url: '/api/jobs' })).json().data[0].location).toBe('Saskatoon, SK');
    await closeJob(client, id);
    expect((await t.inject({ method: 'GET', url: '/api/jobs' })).json().data).toEqual([]);
    expect(await listJobs(client)).toEqual([
      { id, title: job.title, location: 'Saskatoon, SK', posted_at: '2026-11-15', closed: true, language: 'en' },
    ]);
  });

  it('job commands refuse bad input with a clear message', async () => {
    await expect(addJob(client, { title: 'X' })).rejects.toThrow(/title: title is required/);
    await expect(
      addJob(client, {
        title: 'Role',
        location: 'Here',
        type: 'Full-time',
        description: 'd'.repeat(30),
        posted_at: '2026-11-01',
        application_link: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(/application_link must be/);
    await expect(updateJob(client, 'not-a-uuid', { title: 'x' })).rejects.toThrow(/UUID/);
    await expect(updateJob(client, '00000000-0000-4000-8000-000000000000', { title: 'Valid title' })).rejects.toThrow(/No job listing/);
    await expect(updateJob(client, '00000000-0000-4000-8000-000000000000', {})).rejects.toThrow(/Nothing to update/);
    await expect(closeJob(client, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/No job listing/);
  });

  it('the seeder loads the shipped posts and jobs, rendered, and a second run changes nothing', async () => {
    const first = await seedDemoContent(t.database.url);
    expect(first.posts).toBeGreaterThanOrEqual(12);
    expect(first.jobs).toBeGreaterThanOrEqual(4);
    expect(await seedDemoContent(t.database.url)).toEqual({ posts: 0, jobs: 0 });
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM blog_posts WHERE content_html IS NULL`);
    expect(rows[0].n).toBe(0);
  });

  it('the seeder stops on a malformed post file and loads nothing from it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pf-seed-'));
    mkdirSync(path.join(dir, 'posts'));
    writeFileSync(path.join(dir, 'posts', 'a-good.md'), postFile().replace('field-guide', 'good-one'));
    writeFileSync(path.join(dir, 'posts', 'b-bad.md'), '---\ntitle: Missing slug\n---\nbody');
    await expect(seedDemoContent(t.database.url, dir)).rejects.toThrow(/^b-bad\.md: slug/);
    const { rows } = await client.query(`SELECT 1 FROM blog_posts WHERE slug = 'good-one'`);
    expect(rows).toHaveLength(0);
  });
});
