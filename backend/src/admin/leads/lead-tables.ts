import type { LeadKind, LeadStatus } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';

/** Where each kind of lead lives, and the subject type its deliveries are stored under. */
export const leadTables: Record<LeadKind, { table: Prisma.Sql; subjectType: string }> = {
  contact: { table: Prisma.raw('contacts'), subjectType: 'contact' },
  demo: { table: Prisma.raw('demo_requests'), subjectType: 'demo_request' },
  chat: { table: Prisma.raw('chat_leads'), subjectType: 'chat_lead' },
  newsletter: { table: Prisma.raw('newsletter_subscribers'), subjectType: 'newsletter_subscriber' },
};

/** A row of the leads table as the inbox and the lead page read it. */
export interface LeadRow {
  id: string;
  kind: LeadKind;
  name: string | null;
  email: string | null;
  company: string | null;
  industry: string | null;
  status: LeadStatus;
  note: string | null;
  source: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: Date;
}

/** Secrets of a row that no screen or export shows (link tokens, even hashed). */
const hiddenColumns = new Set(['confirm_token_hash', 'unsubscribe_token']);

/** A stored row as plain JSON values: dates as ISO text (days as yyyy-MM-dd), secrets left out. */
export function plainRow(row: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (hiddenColumns.has(key)) continue;
    if (value instanceof Date) out[key] = key === 'preferred_date' ? value.toISOString().slice(0, 10) : value.toISOString();
    else if (typeof value === 'bigint') out[key] = Number(value);
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as string | number | boolean | null;
    else out[key] = JSON.stringify(value);
  }
  return out;
}
