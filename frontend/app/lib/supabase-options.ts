import type { SupabaseClientOptions } from '@supabase/supabase-js';

/** Row-level security on website_visitors matches this header against the row's visitor_id. */
export const VISITOR_HEADER = 'x-visitor-id';

/**
 * How the browser's data client is made (shared with the backend's contract test, so the
 * requests it records are the product's). No sign-in: auth never persists or refreshes.
 */
export function supabaseOptions(visitorId: string | null): SupabaseClientOptions<'public'> {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: visitorId ? { [VISITOR_HEADER]: visitorId } : {} },
  };
}
