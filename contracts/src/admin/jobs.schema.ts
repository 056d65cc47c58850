import { z } from 'zod';
import { languages } from '../i18n/localized';
import { idSchema } from './common.schema';

/** Text with a message that names the field when it is missing altogether. */
const text = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) });

const isoDate = text('posted_at')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'posted_at must be a date like 2026-11-21')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'posted_at is not a real date');
const link = text('application_link')
  .trim()
  .regex(/^(https:\/\/|mailto:)\S+$/, 'application_link must be an https:// or mailto: address');

/**
 * A job listing as operators write it: `npm run content -- job add|update`, the console's job
 * editor (POST/PATCH /api/admin/jobs) and the seed files. A translation names its English
 * original (`translation_of`); the French careers page then shows it instead of the original.
 */
export const jobInputSchema = z
  .object({
    title: text('title').trim().min(2, 'title is required').max(150, 'title must be at most 150 characters'),
    location: text('location').trim().min(2, 'location is required').max(150, 'location must be at most 150 characters'),
    type: text('type').trim().min(2, 'type is required (for example Full-time)').max(50, 'type must be at most 50 characters'),
    description: text('description')
      .trim()
      .min(20, 'description must be at least 20 characters')
      .max(10_000, 'description must be at most 10000 characters'),
    posted_at: isoDate,
    application_link: link,
    language: z.enum(languages, { error: 'language must be en or fr' }).optional(),
    translation_of: idSchema.nullable().optional(),
  })
  .strict();
export type JobInput = z.infer<typeof jobInputSchema>;
export type JobInputForm = z.input<typeof jobInputSchema>;

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  type: z.string(),
  description: z.string(),
  posted_at: z.string(),
  application_link: z.string(),
  language: z.enum(languages),
  translation_of: z.string().nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof jobSchema>;
export const jobListResponseSchema = z.object({ items: z.array(jobSchema) });
export type AdminJobList = z.infer<typeof jobListResponseSchema>;
/** PATCH /api/admin/jobs/{id}: any fields, or { closed } to close or reopen. */
export const jobPatchSchema = jobInputSchema
  .partial()
  .extend({ closed: z.boolean({ error: 'closed must be true or false' }).optional() })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one field to change', path: ['title'] });
export type JobPatch = z.infer<typeof jobPatchSchema>;
