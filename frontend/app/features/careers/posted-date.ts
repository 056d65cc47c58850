/**
 * posted_at is a calendar date (yyyy-MM-dd). It is read as UTC and written in UTC, so a visitor
 * west of Greenwich never sees the day before.
 */
export function formatPostedDate(isoDate: string, locale = 'en-US'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
