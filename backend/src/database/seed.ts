import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { parseFrontMatter } from '../common/front-matter';
import { repoRoot } from '../config/config';

export const seedDir = path.join(repoRoot, 'prisma', 'seed');

interface SeedJob {
  title: string;
  location: string;
  type: string;
  description: string;
  posted_at: string;
  application_link: string;
}

/**
 * Loads the demo posts (prisma/seed/posts/*.md) and job listings (prisma/seed/jobs.json).
 * Idempotent: posts are keyed by slug and jobs by title, so a second run changes nothing.
 */
export async function seedDemoContent(databaseUrl: string): Promise<{ posts: number; jobs: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    let posts = 0;
    const postsDir = path.join(seedDir, 'posts');
    const files = (await readdir(postsDir).catch(() => [] as string[])).filter((f) => f.endsWith('.md')).sort();
    for (const file of files) {
      const { data, body } = parseFrontMatter(await readFile(path.join(postsDir, file), 'utf8'));
      const slug = String(data.slug ?? path.basename(file, '.md'));
      const result = await client.query(
        `INSERT INTO blog_posts (slug, title, content, cover_image_url, seo_description, published_at, is_draft, estimated_read_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (slug) DO NOTHING`,
        [
          slug,
          String(data.title),
          body.trim(),
          data.cover ? String(data.cover) : null,
          data.seo_description ? String(data.seo_description) : null,
          data.published_at ? new Date(String(data.published_at)) : null,
          data.draft === true,
          typeof data.estimated_read_time === 'number' ? data.estimated_read_time : null,
        ],
      );
      posts += result.rowCount ?? 0;
    }
    let jobs = 0;
    const jobsFile = path.join(seedDir, 'jobs.json');
    const list: SeedJob[] = JSON.parse(await readFile(jobsFile, 'utf8').catch(() => '[]'));
    for (const job of list) {
      const result = await client.query(
        `INSERT INTO job_listings (title, location, type, description, posted_at, application_link)
         SELECT $1, $2, $3, $4, $5, $6 WHERE NOT EXISTS (SELECT 1 FROM job_listings WHERE title = $1)`,
        [job.title, job.location, job.type, job.description, job.posted_at, job.application_link],
      );
      jobs += result.rowCount ?? 0;
    }
    await client.query('COMMIT');
    return { posts, jobs };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
