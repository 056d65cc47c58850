import { detectBot } from './bot-check';

describe('detectBot', () => {
  const now = 1_800_000_000_000;

  it('flags a filled honeypot, even when the fill time is fine', () => {
    expect(detectBot({ website: 'https://spam.example', form_started_at: now - 60_000 }, 2500, now)).toBe('honeypot');
  });

  it('ignores a honeypot of blanks (autofill of a space is not a bot)', () => {
    expect(detectBot({ website: '   ' }, 2500, now)).toBeNull();
  });

  it('flags a form sent faster than the minimum fill time', () => {
    expect(detectBot({ form_started_at: now - 1000 }, 2500, now)).toBe('too_fast');
  });

  it('passes a form filled for longer than the minimum', () => {
    expect(detectBot({ form_started_at: now - 2500 }, 2500, now)).toBeNull();
  });

  it('passes a start time in the future (visitor clock ahead) and a missing one', () => {
    expect(detectBot({ form_started_at: now + 5000 }, 2500, now)).toBeNull();
    expect(detectBot({}, 2500, now)).toBeNull();
  });

  it('never flags on time when the minimum is 0', () => {
    expect(detectBot({ form_started_at: now }, 0, now)).toBeNull();
  });
});
