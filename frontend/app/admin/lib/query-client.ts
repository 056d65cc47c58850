import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * A 401 anywhere means the session ended (idle, absolute, signed out elsewhere, disabled):
 * drop cached data and go to the sign-in page, which says why.
 */
function onError(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && !location.pathname.startsWith('/admin/sign-in')) {
    queryClient.clear();
    location.assign('/admin/sign-in?expired=1');
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
