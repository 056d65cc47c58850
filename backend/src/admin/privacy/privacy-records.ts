import type { Prisma } from '../../generated/prisma/client';
import { plainRow } from '../leads/lead-tables';

type Db = Prisma.TransactionClient | Pick<Prisma.TransactionClient, '$queryRaw'>;
type Row = Record<string, unknown>;

export interface PersonRecords {
  contacts: Row[];
  demoRequests: Row[];
  chatLeads: Row[];
  subscription: Row | null;
  chatInteractions: Row[];
  visitorIds: string[];
  visitors: Row[];
  pageViews: Row[];
  deliveries: Row[];
}

/** Ids of every lead row of the person (their deliveries hang off these). */
export const leadIds = (r: PersonRecords) =>
  [...r.contacts, ...r.demoRequests, ...r.chatLeads, ...(r.subscription ? [r.subscription] : [])].map((row) => String(row.id));

/**
 * Everything stored about one e-mail address: its leads, subscription and consent record, the
 * chat messages that carry it, the visitor ids those link to, and what those visitors left
 * (visitor rows, page views, other chat messages), plus the deliveries made about it.
 * Addresses are matched case-insensitively, as people type them.
 */
export async function findPersonRecords(db: Db, email: string): Promise<PersonRecords> {
  const contacts = await db.$queryRaw<Row[]>`SELECT * FROM contacts WHERE lower(email) = ${email} ORDER BY created_at`;
  const demoRequests = await db.$queryRaw<Row[]>`SELECT * FROM demo_requests WHERE lower(email) = ${email} ORDER BY created_at`;
  const chatLeads = await db.$queryRaw<Row[]>`SELECT * FROM chat_leads WHERE lower(email) = ${email} ORDER BY created_at`;
  const [subscription] = await db.$queryRaw<Row[]>`SELECT * FROM newsletter_subscribers WHERE email = ${email}`;
  const byEmail = await db.$queryRaw<{ visitor_id: string }[]>`
    SELECT DISTINCT visitor_id FROM chatbot_interactions WHERE lower(email) = ${email}`;
  const visitorIds = [
    ...new Set(
      [...contacts, ...demoRequests, ...chatLeads, ...byEmail]
        .map((r) => r.visitor_id as string | null)
        .filter((v): v is string => !!v && v !== 'unknown'),
    ),
  ].sort();
  const chatInteractions = await db.$queryRaw<Row[]>`
    SELECT * FROM chatbot_interactions WHERE lower(email) = ${email} OR visitor_id = ANY(${visitorIds}) ORDER BY created_at`;
  const visitors = await db.$queryRaw<Row[]>`SELECT * FROM website_visitors WHERE visitor_id = ANY(${visitorIds})`;
  const pageViews = await db.$queryRaw<Row[]>`SELECT * FROM page_views WHERE visitor_id = ANY(${visitorIds}) ORDER BY created_at`;
  const ids = [...contacts, ...demoRequests, ...chatLeads, ...(subscription ? [subscription] : [])].map((r) => String(r.id));
  const deliveries = await db.$queryRaw<Row[]>`
    SELECT id, kind, subject_type, subject_id, status, attempts, last_error, delivered_at, created_at, payload
    FROM deliveries WHERE subject_id = ANY(${ids}::uuid[]) ORDER BY created_at`;
  return {
    contacts: contacts.map(plainRow),
    demoRequests: demoRequests.map(plainRow),
    chatLeads: chatLeads.map(plainRow),
    subscription: subscription ? plainRow(subscription) : null,
    chatInteractions: chatInteractions.map(plainRow),
    visitorIds,
    visitors: visitors.map(plainRow),
    pageViews: pageViews.map(plainRow),
    deliveries: deliveries.map((d) => ({ ...plainRow(d), payload: d.payload })),
  };
}

export function counts(r: PersonRecords): Record<string, number> {
  return {
    contacts: r.contacts.length,
    demoRequests: r.demoRequests.length,
    chatLeads: r.chatLeads.length,
    subscription: r.subscription ? 1 : 0,
    chatInteractions: r.chatInteractions.length,
    visitors: r.visitors.length,
    pageViews: r.pageViews.length,
    deliveries: r.deliveries.length,
  };
}
