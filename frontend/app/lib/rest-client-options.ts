import { PostgrestClient } from '@supabase/postgrest-js';

/** Row-level security on website_visitors matches this header against the row's visitor_id. */
export const VISITOR_HEADER = 'x-visitor-id';

/**
 * The browser's client for its direct table calls (spec section 7): supabase-js's own table
 * client, @supabase/postgrest-js, set up as supabase-js sets it up (`<url>/rest/v1`, the anon key
 * as apikey and bearer token, the global headers). The rest of supabase-js (sign-in, realtime,
 * storage, functions) is 54 KB more that no page uses, and evaluating it made a 600 ms task on
 * a throttled phone while the page loaded. Shared with the backend's contract test, so the
 * requests it records are the product's.
 */
export function createRestClient(url: string, anonKey: string, visitorId: string | null): PostgrestClient {
  return new PostgrestClient(`${url.replace(/\/+$/, '')}/rest/v1`, {
    schema: 'public',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'X-Client-Info': 'postgrest-js',
      ...(visitorId ? { [VISITOR_HEADER]: visitorId } : {}),
    },
  });
}

export type RestClient = PostgrestClient;
