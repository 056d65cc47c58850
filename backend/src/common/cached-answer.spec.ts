import { etagMatches, toCachedAnswer } from './cached-answer';

describe('cached answers', () => {
  it('names the serialised bytes: equal values give equal tags, any change a new one', () => {
    const a = toCachedAnswer({ success: true, data: [1, 2] });
    expect(a.body).toBe('{"success":true,"data":[1,2]}');
    expect(toCachedAnswer({ success: true, data: [1, 2] }).etag).toBe(a.etag);
    expect(toCachedAnswer({ success: true, data: [1, 3] }).etag).not.toBe(a.etag);
  });

  it('If-None-Match matches weakly, in a list, or with *; nothing else', () => {
    const tag = '"abc"';
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc" ', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
    expect(etagMatches('"abcd"', tag)).toBe(false);
    expect(etagMatches('abc', tag)).toBe(false);
  });
});
