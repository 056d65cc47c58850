import type { Client } from 'pg';
import { jobInputSchema } from '@prairieflow/contracts/admin';
import { z } from 'zod';

export { jobInputSchema, type JobInput } from '@prairieflow/contracts/admin';

const idSchema = z.uuid('the job id must be a UUID (see `job list`)');

function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '));
  return parsed.data;
}

export async function addJob(client: Client, input: unknown): Promise<string> {
  const job = check(jobInputSchema, input);
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO job_listings (title, location, type, description, posted_at, application_link, language, translation_group)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      job.title,
      job.location,
      job.type,
      job.description,
      job.posted_at,
      job.application_link,
      job.language ?? 'en',
      job.translation_of ?? null,
    ],
  );
  return rows[0].id;
}

/** Changes only the fields given; at least one is required. */
export async function updateJob(client: Client, id: string, patch: unknown): Promise<void> {
  const jobId = check(idSchema, id);
  const fields = check(jobInputSchema.partial(), patch);
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) throw new Error('Nothing to update: pass at least one field flag');
  const column = (key: string) => (key === 'translation_of' ? 'translation_group' : key);
  const sets = entries.map(([key], i) => `"${column(key)}" = $${i + 2}`);
  const result = await client.query(`UPDATE job_listings SET ${sets.join(', ')}, updated_at = CURRENT_TIMESTAMP WHERE id = $1`, [
    jobId,
    ...entries.map(([, v]) => v),
  ]);
  if (result.rowCount === 0) throw new Error(`No job listing with id ${jobId}`);
}

/** Closed listings disappear from the careers page but stay in the table for the record. */
export async function closeJob(client: Client, id: string): Promise<void> {
  const jobId = check(idSchema, id);
  const result = await client.query(
    `UPDATE job_listings SET closed_at = COALESCE(closed_at, CURRENT_TIMESTAMP), updated_at = CURRENT_TIMESTAMP WHERE id = $1`,
    [jobId],
  );
  if (result.rowCount === 0) throw new Error(`No job listing with id ${jobId}`);
}

export async function listJobs(client: Client) {
  const { rows } = await client.query<{
    id: string;
    title: string;
    location: string;
    posted_at: string;
    closed: boolean;
    language: string;
  }>(
    `SELECT id, title, location, to_char(posted_at, 'YYYY-MM-DD') AS posted_at, closed_at IS NOT NULL AS closed, language
       FROM job_listings ORDER BY posted_at DESC, created_at DESC`,
  );
  return rows;
}
