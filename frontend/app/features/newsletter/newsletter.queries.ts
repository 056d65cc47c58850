import type { NewsletterResponse } from '@prairieflow/contracts';
import { api } from '~/lib/api-client';

/** Spec section 7: JSON {email}, sent with credentials; any non-OK answer is an error. */
export function subscribeToNewsletter(email: string) {
  return api.post<NewsletterResponse>('/api/newsletter', { email }, { credentials: 'include' });
}
