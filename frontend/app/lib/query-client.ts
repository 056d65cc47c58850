import { QueryClient } from '@tanstack/react-query';

/** Spec defaults: no retry, data never goes stale by itself, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
    },
  });
}
