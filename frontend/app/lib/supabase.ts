import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The only module that talks to /rest/v1 (PostgREST in compose, the backend's compatible
 * subset when embedded, or a Supabase project). Placeholder until the analytics work lands:
 * it creates the client from the page environment, else from GET /api/client-env.
 */
export async function getSupabase(): Promise<SupabaseClient | null> {
  return null;
}
