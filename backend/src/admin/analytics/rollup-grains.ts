import type { AnalyticsQuery } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';

/**
 * The dimensions a page_view_rollups row is counted by (its grain, a sum of these bits), as the
 * migration 20261125000000_added_page_view_rollups defines them.
 */
export const Grain = { page: 1, source: 2, medium: 4, campaign: 8, visits: 16, technology: 32, referrer: 64 } as const;

export type Filters = Pick<AnalyticsQuery, 'page' | 'source'>;

/** The grain bits the dashboard's filters add to every panel's own: a page, a UTM source. */
export const filterBits = (filters: Filters) => (filters.page ? Grain.page : 0) | (filters.source ? Grain.source : 0);

/** A date (UTC midnight) as the SQL date it starts. */
export const day = (d: Date) => Prisma.sql`${d.toISOString().slice(0, 10)}::date`;

/** Rollup rows of one grain (or several) for the days [from, to), narrowed by the filters. */
export function rollupWhere(grains: number[], from: Date, to: Date, filters: Filters): Prisma.Sql {
  const parts = [Prisma.sql`grain IN (${Prisma.join(grains)}) AND day >= ${day(from)} AND day < ${day(to)}`];
  if (filters.page) parts.push(Prisma.sql`page_path = ${filters.page}`);
  if (filters.source) parts.push(Prisma.sql`utm_source = ${filters.source}`);
  return Prisma.join(parts, ' AND ');
}

/** Views (or visits, for grains of visits) on the rows' days. */
export const countOf = Prisma.sql`coalesce(sum(n) FILTER (WHERE gap = 0), 0)::int`;

/**
 * Distinct visitors of a range starting at `from`: the (visitor, dimensions) pairs seen in it
 * whose previous day is before `from` (gap 1-367 rows; gap 0 rows are counts and never match).
 */
export const visitorsSince = (from: Date) => Prisma.sql`coalesce(sum(n) FILTER (WHERE gap > day - ${day(from)}), 0)::int`;
