import type { LeadRecord } from './lead-record';

/** A contacts or demo_requests row as the database returns it. */
export interface StoredLeadRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  industry: string;
  company_size?: string | null;
  job_title?: string | null;
  message: string | null;
  preferred_date: Date | null;
  preferred_time: string | null;
  schedule_meeting?: boolean;
  book_meeting?: boolean;
  source: string;
  visitor_id: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: Date;
}

/**
 * The LeadRecord a stored lead would have been delivered with. Used when an operator marks a
 * bot-trapped lead "not spam": its deliveries were never made, so they are built now from the
 * row, exactly as LeadsService builds them at submission.
 */
export function leadRecordFromRow(formType: LeadRecord['form_type'], row: StoredLeadRow): LeadRecord {
  return {
    id: row.id,
    form_type: formType,
    source: row.source,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    industry: row.industry as LeadRecord['industry'],
    company_size: (row.company_size ?? null) as LeadRecord['company_size'],
    job_title: row.job_title ?? null,
    message: row.message,
    book_meeting: Boolean(row.schedule_meeting ?? row.book_meeting),
    preferred_date: row.preferred_date ? row.preferred_date.toISOString().slice(0, 10) : null,
    preferred_time: row.preferred_time as LeadRecord['preferred_time'],
    visitorId: row.visitor_id,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    created_at: row.created_at.toISOString(),
  };
}
