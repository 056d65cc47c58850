import type { InboxQuery, LeadSort } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';

/** Columns the inbox may sort by (a whitelist: the name never reaches SQL as text). */
const sortColumns: Record<LeadSort, Prisma.Sql> = {
  created_at: Prisma.sql`created_at`,
  name: Prisma.sql`name`,
  company: Prisma.sql`company`,
  industry: Prisma.sql`industry`,
  source: Prisma.sql`source_label`,
  kind: Prisma.sql`kind`,
  status: Prisma.sql`status`,
};

/** LIKE wildcards in a search are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause of a filter, shared by the list, its count and the CSV export. Dates are
 * whole days in UTC; the search matches name, e-mail or company anywhere (trigram index).
 */
export function inboxWhere(query: Pick<InboxQuery, 'kind' | 'status' | 'from' | 'to' | 'q'>): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`true`];
  if (query.kind) parts.push(Prisma.sql`kind = ${query.kind}`);
  if (query.status) parts.push(Prisma.sql`status = ${query.status}`);
  if (query.from) parts.push(Prisma.sql`created_at >= ${query.from}::date`);
  if (query.to) parts.push(Prisma.sql`created_at < ${query.to}::date + 1`);
  if (query.q) parts.push(Prisma.sql`search LIKE ${`%${likeEscape(query.q.toLowerCase())}%`}`);
  return Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}`;
}

export function inboxOrder(query: Pick<InboxQuery, 'sort' | 'dir'>, prefix = ''): Prisma.Sql {
  const dir = query.dir === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const column = Prisma.raw(`${prefix}${sortColumns[query.sort].strings.join('')}`);
  const tie = Prisma.raw(`${prefix}created_at DESC, ${prefix}id`);
  // PostgreSQL's own null placement (last ascending, first descending) lets one btree index
  // serve both directions; forcing NULLS LAST on a descending sort made it sort 100,000 rows.
  return query.sort === 'created_at'
    ? Prisma.sql`ORDER BY ${column} ${dir}, ${Prisma.raw(`${prefix}id`)}`
    : Prisma.sql`ORDER BY ${column} ${dir}, ${tie}`;
}

/**
 * UTM first, then the referrer the visitor arrived with, then the form's own source tag (the
 * inbox reads the same, stored as leads.source_label by the trigger of migration
 * 20261125000100_added_inbox_source_label, so it can sort by it).
 */
export function describeSource(row: {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_url: string | null;
  source: string | null;
}): string | null {
  const utm = [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(' / ');
  return utm || row.referrer_url || row.source;
}
