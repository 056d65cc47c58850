import { z } from 'zod';
import { contentLanguageField, translatedFields } from './blogs.schema';

export const jobListingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    type: z.string(),
    description: z.string(),
    posted_at: z.string(),
    application_link: z.string(),
    ...translatedFields,
  })
  .meta({ id: 'JobListing' });
export type JobListing = z.infer<typeof jobListingSchema>;

/** GET /api/jobs: every listing, newest posted_at first. */
export const jobsResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(jobListingSchema),
  message: z.string().optional(),
});
export type JobsResponse = z.infer<typeof jobsResponseSchema>;

/** GET /api/jobs?language=fr: French listings, and English ones (fallback: true) not yet translated. */
export const jobsQuerySchema = z.object({ language: contentLanguageField });
export type JobsQuery = z.infer<typeof jobsQuerySchema>;
