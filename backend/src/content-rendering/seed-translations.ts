import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../config/config';
import { jobInputSchema } from '../jobs/job-admin';
import { parsePostFile, savePost } from './post-file';

const seedDir = path.join(repoRoot, 'prisma', 'seed');

/**
 * Loads the French twins of the demo content: prisma/seed/posts/fr/*.md (same slugs as the
 * English posts, so each joins its original's translation group) and prisma/seed/jobs.fr.json
 * (same order as jobs.json: the n-th French listing translates the n-th English one, found by
 * its title). Run after the English seed; idempotent like it, in one transaction.
 */
export async function seedTranslations(databaseUrl: string, dir = seedDir): Promise<{ posts: number; jobs: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    let posts = 0;
    const postsDir = path.join(dir, 'posts', 'fr');
    const files = (await readdir(postsDir).catch(() => [] as string[])).filter((f) => f.endsWith('.md')).sort();
    for (const file of files) {
      let post;
      try {
        post = parsePostFile(await readFile(path.join(postsDir, file), 'utf8'), new Date(), 'fr');
      } catch (error) {
        throw new Error(`fr/${file}: ${(error as Error).message}`);
      }
      if ((await savePost(client, post, { overwrite: false })) === 'created') posts += 1;
    }
    let jobs = 0;
    const english = JSON.parse(await readFile(path.join(dir, 'jobs.json'), 'utf8').catch(() => '[]')) as { title: string }[];
    const french = JSON.parse(await readFile(path.join(dir, 'jobs.fr.json'), 'utf8').catch(() => '[]')) as unknown[];
    for (const [index, entry] of french.entries()) {
      const parsed = jobInputSchema.safeParse(entry);
      if (!parsed.success)
        throw new Error(`jobs.fr.json[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      const job = parsed.data;
      const original = await client.query<{ id: string }>(
        `SELECT id FROM job_listings WHERE language = 'en' AND title = $1 ORDER BY created_at LIMIT 1`,
        [english[index]?.title ?? ''],
      );
      const group = original.rows[0]?.id ?? null;
      const result = await client.query(
        `INSERT INTO job_listings (title, location, type, description, posted_at, application_link, language, translation_group)
         SELECT $1, $2, $3, $4, $5, $6, 'fr', $7::uuid
          WHERE NOT EXISTS (SELECT 1 FROM job_listings WHERE language = 'fr' AND (title = $1 OR translation_group = $7::uuid))`,
        [job.title, job.location, job.type, job.description, job.posted_at, job.application_link, group],
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
