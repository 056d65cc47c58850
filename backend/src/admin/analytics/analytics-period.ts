import type { AnalyticsQuery } from '@prairieflow/contracts/admin';

export interface Period {
  from: Date;
  to: Date;
  previousFrom: Date;
  bucket: 'hour' | 'day';
}

const DAY = 86_400_000;
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * A range as [from, to) in UTC whole days (today: since midnight UTC, by the hour), and the
 * previous period of the same length just before it, which the chart and totals compare with.
 */
export function periodOf(query: Pick<AnalyticsQuery, 'range' | 'from' | 'to'>, now = new Date()): Period {
  const tomorrow = new Date(startOfDay(now).getTime() + DAY);
  let from: Date;
  let to = tomorrow;
  if (query.range === 'custom' && query.from && query.to) {
    from = new Date(`${query.from}T00:00:00Z`);
    to = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY);
  } else {
    const days = { today: 1, '7d': 7, '30d': 30, '90d': 90, custom: 30 }[query.range];
    from = new Date(tomorrow.getTime() - days * DAY);
  }
  const length = to.getTime() - from.getTime();
  return { from, to, previousFrom: new Date(from.getTime() - length), bucket: length <= DAY ? 'hour' : 'day' };
}
