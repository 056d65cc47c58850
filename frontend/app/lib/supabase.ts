import { clientEnvResponseSchema } from '@prairieflow/contracts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { api } from '~/lib/api-client';
import { env } from '~/lib/env';
import { supabaseOptions } from './supabase-options';
import { storedVisitorId } from './visitor';

interface Settings {
  url: string;
  anonKey: string;
}

let settings: Promise<Settings> | null = null;
let current: { visitorId: string | null; client: SupabaseClient } | null = null;

/** Spec section 2: the check made before the app renders (synchronous, so it never delays it). */
export function hasPageSupabaseEnv(): boolean {
  return Boolean(env.supabaseUrl && env.supabaseAnonKey);
}

/** Page environment first, else GET /api/client-env, fetched once; a failure is retried next call. */
function loadSettings(): Promise<Settings> {
  if (hasPageSupabaseEnv()) return Promise.resolve({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
  settings ??= api
    .get<unknown>('/api/client-env')
    .then((body) => {
      const parsed = clientEnvResponseSchema.parse(body);
      if (!parsed.SUPABASE_URL || !parsed.SUPABASE_ANON_KEY) throw new Error('the server has no data client settings');
      return { url: parsed.SUPABASE_URL, anonKey: parsed.SUPABASE_ANON_KEY };
    })
    .catch((error: unknown) => {
      settings = null;
      throw error;
    });
  return settings;
}

/**
 * The only way to /rest/v1 (PostgREST, the backend's compatible subset, or a Supabase project).
 * supabase-js is imported on first use so it stays out of every page's initial JavaScript.
 * The client is kept, and remade only when the visitor id it sends has changed. Null (and a
 * console warning) when the settings cannot be had: callers degrade quietly.
 */
export async function getSupabase(): Promise<SupabaseClient | null> {
  try {
    const { url, anonKey } = await loadSettings();
    const visitorId = storedVisitorId();
    if (current && current.visitorId === visitorId) return current.client;
    const { createClient } = await import('@supabase/supabase-js');
    current = { visitorId, client: createClient(url, anonKey, supabaseOptions(visitorId)) };
    return current.client;
  } catch (error) {
    console.warn('Data client unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
