import type { InboxResponse, LeadSort } from '@prairieflow/contracts/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** The inbox's state lives in the address bar, so a filtered view can be bookmarked or shared. */
export interface InboxFilter {
  kind?: string;
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  sort: LeadSort;
  dir: 'asc' | 'desc';
  page: number;
}

export function filterFrom(params: URLSearchParams): InboxFilter {
  const get = (k: string) => params.get(k) || undefined;
  return {
    kind: get('kind'),
    status: get('status'),
    from: get('from'),
    to: get('to'),
    q: get('q'),
    sort: (get('sort') as LeadSort | undefined) ?? 'created_at',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number(get('page') ?? 1) || 1,
  };
}

export const inboxQuery = (filter: InboxFilter) =>
  queryOptions({
    queryKey: ['inbox', filter],
    queryFn: () => api<InboxResponse>(`leads${queryString({ ...filter })}`),
    placeholderData: keepPreviousData,
  });

/** The CSV of the whole filter (every page), downloaded by the browser with the session cookie. */
export const exportUrl = ({ page: _page, ...filter }: InboxFilter) => `/api/admin/leads/export.csv${queryString({ ...filter })}`;
