import { env } from '~/lib/env';

/**
 * Spec section 2: the check made before the app renders, whether the data client's settings
 * are in the page environment. Kept apart from supabase.ts so the entry chunk stays tiny.
 */
export function hasPageSupabaseEnv(): boolean {
  return Boolean(env.supabaseUrl && env.supabaseAnonKey);
}
