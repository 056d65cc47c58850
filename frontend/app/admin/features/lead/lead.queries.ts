import type { LeadDelivery, LeadDetail, LeadUpdate } from '@prairieflow/contracts/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: ['lead', id],
    queryFn: () => api<LeadDetail>(`leads/${id}`),
    // Deliveries move on their own (retries, released spam): keep the page current while it is open.
    refetchInterval: 5000,
  });

export function useUpdateLead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LeadUpdate) => api<LeadDetail>(`leads/${id}`, { method: 'PATCH', body: change }),
    onSuccess: (detail) => {
      client.setQueryData(leadQuery(id).queryKey, detail);
      void client.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
}

export function useRetryDelivery(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api<LeadDelivery>(`deliveries/${deliveryId}/retry`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadQuery(leadId).queryKey }),
  });
}
