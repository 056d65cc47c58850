import type { CompanySize, Industry, Language, PreferredTime } from '@prairieflow/contracts';

/**
 * A stored lead as it leaves the building: the staff e-mail and the webhook body are both built
 * from this, frozen when the lead is stored, so every retry sends the same facts.
 */
export interface LeadRecord {
  id: string;
  form_type: 'contact' | 'demo';
  source: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  industry: Industry;
  company_size: CompanySize | null;
  job_title: string | null;
  message: string | null;
  book_meeting: boolean;
  preferred_date: string | null;
  preferred_time: PreferredTime | null;
  visitorId: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: string;
  /** The page language the lead was sent from (null when unknown); absent from leads stored before it existed. */
  language?: Language | null;
}
