import { ensureVisitorId, readVisitorId, storedVisitorId, VISITOR_ID_KEY, VISITOR_ID_PATTERN } from './visitor';

const setSignal = (name: 'globalPrivacyControl' | 'doNotTrack', value: unknown) =>
  Object.defineProperty(navigator, name, { configurable: true, get: () => value });

describe('visitor id', () => {
  beforeEach(() => {
    localStorage.clear();
    setSignal('globalPrivacyControl', undefined);
    setSignal('doNotTrack', null);
  });

  it('is created once with the v_ prefix and the shape the database accepts, then reused', () => {
    const id = ensureVisitorId();
    expect(id).toMatch(VISITOR_ID_PATTERN);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(ensureVisitorId()).toBe(id);
    expect(readVisitorId()).toBe(id);
  });

  it('replaces a stored value of the wrong shape', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'robert; drop table');
    expect(storedVisitorId()).toBeNull();
    expect(ensureVisitorId()).toMatch(VISITOR_ID_PATTERN);
  });

  it.each([
    ['Global Privacy Control', () => setSignal('globalPrivacyControl', true)],
    ['Do Not Track', () => setSignal('doNotTrack', '1')],
  ])('with %s, no id is stored and an earlier one is removed', (_name, turnOn) => {
    localStorage.setItem(VISITOR_ID_KEY, 'v_earlier123');
    turnOn();
    expect(ensureVisitorId()).toBeNull();
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    expect(readVisitorId()).toBe('unknown');
  });
});
