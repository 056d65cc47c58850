import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../config/config';
import { parsePostFile, savePost } from '../content-rendering/post-file';
import { jobInputSchema } from '../jobs/job-admin';

export const seedDir = path.join(repoRoot, 'prisma', 'seed');

/**
 * Loads the demo posts (prisma/seed/posts/*.md, rendered and cached as they are written) and
 * job listings (prisma/seed/jobs.json). Idempotent: posts are keyed by slug and jobs by title,
 * so a second run changes nothing and operators' edits survive. A malformed file stops the
 * seed with its name, in one transaction, so nothing is half-loaded.
 */
export async function seedDemoContent(databaseUrl: string, dir = seedDir): Promise<{ posts: number; jobs: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    let posts = 0;
    const postsDir = path.join(dir, 'posts');
    const files = (await readdir(postsDir).catch(() => [] as string[])).filter((f) => f.endsWith('.md')).sort();
    for (const file of files) {
      let post;
      try {
        post = parsePostFile(await readFile(path.join(postsDir, file), 'utf8'));
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
      if ((await savePost(client, post, { overwrite: false })) === 'created') posts += 1;
    }
    let jobs = 0;
    const list = JSON.parse(await readFile(path.join(dir, 'jobs.json'), 'utf8').catch(() => '[]')) as unknown[];
    for (const [index, entry] of list.entries()) {
      const parsed = jobInputSchema.safeParse(entry);
      if (!parsed.success)
        throw new Error(`jobs.json[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      const job = parsed.data;
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
