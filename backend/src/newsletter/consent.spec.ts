import { anonymizeIp, sourcePage } from './consent';

describe('consent record helpers', () => {
  it('zeroes the last octet of an IPv4 address, also when IPv4-mapped', () => {
    expect(anonymizeIp('203.0.113.77')).toBe('203.0.113.0');
    expect(anonymizeIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
  });

  it('keeps only the /48 of an IPv6 address', () => {
    expect(anonymizeIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(anonymizeIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(anonymizeIp('::1')).toBe('0:0:0::');
  });

  it('returns null for anything that is not an IP', () => {
    expect(anonymizeIp(undefined)).toBeNull();
    expect(anonymizeIp('localhost')).toBeNull();
  });

  it('keeps origin and path of the referer, drops query and fragment', () => {
    expect(sourcePage('https://site.example/blog?utm_source=x&email=a@b.c#top')).toBe('https://site.example/blog');
    expect(sourcePage('not a url')).toBeNull();
  });
});
