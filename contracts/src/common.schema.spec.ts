import { isCalendarDate, preferredDateField } from './common.schema';

describe('meeting dates (yyyy-MM-dd)', () => {
  it.each(['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00', '0000-01-01'])(
    '%s is not a calendar date',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
      const parsed = preferredDateField.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Use a real calendar date']);
    },
  );

  it.each(['2028-02-29', '2099-12-31', '2030-01-01'])('%s is', (value) => {
    expect(isCalendarDate(value)).toBe(true);
    expect(preferredDateField.safeParse(value).success).toBe(true);
  });
});
