import type { Client } from 'pg';
import { z } from 'zod';

/** Text with a message that names the field when it is missing altogether. */
const text = (field: string) => z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) });

const isoDate = text('posted_at')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'posted_at must be a date like 2026-11-21')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'posted_at is not a real date');
const link = text('application_link')
  .trim()
  .regex(/^(https:\/\/|mailto:)\S+$/, 'application_link must be an https:// or mailto: address');

/** A job listing as operators write it (`npm run content -- job add|update`). */
export const jobInputSchema = z
  .object({
    title: text('title').trim().min(2, 'title is required').max(150),
    location: text('location').trim().min(2, 'location is required').max(150),
    type: text('type').trim().min(2, 'type is required (for example Full-time)').max(50),
    description: text('description').trim().min(20, 'description must be at least 20 characters').max(10_000),
    posted_at: isoDate,
    application_link: link,
  })
  .strict();
export type JobInput = z.infer<typeof jobInputSchema>;

const idSchema = z.uuid('the job id must be a UUID (see `job list`)');

function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '));
  return parsed.data;
}

export async function addJob(client: Client, input: unknown): Promise<string> {
  const job = check(jobInputSchema, input);
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO job_listings (title, location, type, description, posted_at, application_link)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [job.title, job.location, job.type, job.description, job.posted_at, job.application_link],
  );
  return rows[0].id;
}

/** Changes only the fields given; at least one is required. */
export async function updateJob(client: Client, id: string, patch: unknown): Promise<void> {
  const jobId = check(idSchema, id);
  const fields = check(jobInputSchema.partial(), patch);
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) throw new Error('Nothing to update: pass at least one field flag');
  const sets = entries.map(([key], i) => `"${key}" = $${i + 2}`);
  const result = await client.query(
    `UPDATE job_listings SET ${sets.join(', ')}, updated_at = CURRENT_TIMESTAMP WHERE id = $1`,
    [jobId, ...entries.map(([, v]) => v)],
  );
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
  const { rows } = await client.query<{ id: string; title: string; location: string; posted_at: string; closed: boolean }>(
    `SELECT id, title, location, to_char(posted_at, 'YYYY-MM-DD') AS posted_at, closed_at IS NOT NULL AS closed
       FROM job_listings ORDER BY posted_at DESC, created_at DESC`,
  );
  return rows;
}
