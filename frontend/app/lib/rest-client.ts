import type { ClientEnvResponse } from '@prairieflow/contracts';
import { api } from '~/lib/api-client';
import { env } from '~/lib/env';
import type { RestClient } from './rest-client-options';
import { hasPageSupabaseEnv } from './supabase-env';
import { storedVisitorId } from './visitor';

interface Settings {
  url: string;
  anonKey: string;
}

let settings: Promise<Settings> | null = null;
let current: { visitorId: string | null; client: RestClient } | null = null;

/** Page environment first, else GET /api/client-env, fetched once; a failure is retried next call. */
function loadSettings(): Promise<Settings> {
  if (hasPageSupabaseEnv()) return Promise.resolve({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
  settings ??= api
    .get<Partial<ClientEnvResponse> | undefined>('/api/client-env')
    .then((body) => {
      // A two-field shape check by hand: zod would put ~90 KB into every page's first download.
      const url = body?.SUPABASE_URL;
      const anonKey = body?.SUPABASE_ANON_KEY;
      if (typeof url !== 'string' || !url || typeof anonKey !== 'string' || !anonKey)
        throw new Error('the server has no data client settings');
      return { url, anonKey };
    })
    .catch((error: unknown) => {
      settings = null;
      throw error;
    });
  return settings;
}

/**
 * The only way to /rest/v1 (PostgREST, the backend's compatible subset, or a Supabase project).
 * The client (rest-client-options.ts) is imported on first use, after the page is idle.
 * The client is kept, and remade only when the visitor id it sends has changed. Null (and a
 * console warning) when the settings cannot be had: callers degrade quietly.
 */
export async function getRestClient(): Promise<RestClient | null> {
  try {
    const { url, anonKey } = await loadSettings();
    const visitorId = storedVisitorId();
    if (current && current.visitorId === visitorId) return current.client;
    const { createRestClient } = await import('./rest-client-options');
    current = { visitorId, client: createRestClient(url, anonKey, visitorId) };
    return current.client;
  } catch (error) {
    console.warn('Data client unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
