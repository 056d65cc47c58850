import type { SessionResponse } from '@prairieflow/contracts/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionResponse>('session'),
  staleTime: 60_000,
});

export const signOut = () => api<void>('session', { method: 'DELETE' });
