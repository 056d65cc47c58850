import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React owns the page. Forms keep
 * their submit button disabled until then: a native submit before hydration would send the
 * visitor's details as a GET query string (into URLs, logs and analytics) instead of to the API.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
