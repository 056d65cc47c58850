import { formatPostedDate } from './posted-date';

describe('formatPostedDate', () => {
  it('writes a calendar date in US long format without shifting the day', () => {
    expect(formatPostedDate('2026-11-01')).toBe('November 1, 2026');
    expect(formatPostedDate('2026-12-31')).toBe('December 31, 2026');
  });
  it('leaves an unreadable value as it is', () => {
    expect(formatPostedDate('soon')).toBe('soon');
  });
});
