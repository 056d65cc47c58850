/** A chat lead as staff receive it (e-mail and webhook are built from this, frozen when stored). */
export interface ChatLeadRecord {
  id: string;
  kind: 'email' | 'human';
  email: string | null;
  visitorId: string;
  sessionId: string;
  message: string;
  created_at: string;
}
