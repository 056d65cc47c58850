import { type JobListing, jobsResponseSchema } from '@prairieflow/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLang } from '~/i18n/lang-context';
import type { Lang } from '~/i18n/lang';
import { careersCopyFor } from './careers-copy';
import { api, ApiError } from '~/lib/api-client';
import { getRestClient } from '~/lib/rest-client';
import type { RestClient } from '~/lib/rest-client-options';

type GetClient = () => Promise<RestClient | null>;

/** The columns anon may read (the migration grants exactly these). */
const jobColumns = 'id,title,location,type,description,posted_at,application_link';

/** GET /api/jobs. Spec section 8: non-OK → an error with the status; success false → its message. */
export async function fetchJobsFromApi(lang: Lang = 'en'): Promise<JobListing[]> {
  let body: unknown;
  try {
    body = await api.get(lang === 'en' ? '/api/jobs' : `/api/jobs?language=${lang}`);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP error! status: ${error.status}`);
    throw error;
  }
  const envelope = body as { success?: boolean; message?: string } | undefined;
  if (!envelope?.success) throw new Error(envelope?.message || careersCopyFor(lang).fetchFailed);
  return jobsResponseSchema.parse(body).data;
}

/** The spec's fallback: job_listings read directly through the /rest/v1 client, newest first. */
export async function fetchJobsFromDatabase(getClient: GetClient = getRestClient, lang: Lang = 'en'): Promise<JobListing[]> {
  const careersCopy = careersCopyFor(lang);
  const client = await getClient().catch(() => null);
  if (!client) throw new Error(careersCopy.clientFailed);
  // No retry (spec section 9): the client would otherwise back off for ~7 s before failing.
  const { data, error } = await client.from('job_listings').select(jobColumns).order('posted_at', { ascending: false }).retry(false);
  if (error || !data) throw new Error(careersCopy.clientFailed);
  // anon reads English listings only (the table's policy), so a French page marks them as such.
  const rows = data as JobListing[];
  return lang === 'en' ? rows : rows.map((job) => ({ ...job, language: 'en', fallback: true }));
}

export async function fetchJobs(getClient: GetClient = getRestClient, lang: Lang = 'en'): Promise<JobListing[]> {
  try {
    return await fetchJobsFromApi(lang);
  } catch (error) {
    console.warn('Job listings API failed; reading the table directly', error);
    return fetchJobsFromDatabase(getClient, lang);
  }
}

/**
 * Spec section 7: when the database client is missing at load, ask for it up to `attempts`
 * times, `delayMs` apart. Resolves to the client, or null if it never came.
 */
export async function waitForClient(
  getClient: GetClient = getRestClient,
  { attempts = 3, delayMs = 1000, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
): Promise<{ client: RestClient | null; tries: number }> {
  for (let tries = 1; tries <= attempts; tries += 1) {
    const client = await getClient().catch(() => null);
    if (client) return { client, tries };
    if (tries < attempts) await sleep(delayMs);
  }
  return { client: null, tries: attempts };
}

export const jobsQuery = (lang: Lang = 'en') => queryOptions({ queryKey: ['jobs', lang], queryFn: () => fetchJobs(getRestClient, lang) });

export function useJobs() {
  const lang = useLang();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void waitForClient().then(({ client, tries }) => {
      // The client arrived only after retrying: reload the listings quietly (no spinner).
      if (!cancelled && client && tries > 1) void queryClient.refetchQueries({ queryKey: jobsQuery(lang).queryKey });
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, lang]);
  return useQuery(jobsQuery(lang));
}
