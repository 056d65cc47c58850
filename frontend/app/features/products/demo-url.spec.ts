import { demoUrlFor, parseDemoUrl } from './demo-url';

describe('parseDemoUrl', () => {
  it('accepts absolute https and http URLs', () => {
    expect(parseDemoUrl('https://demos.example.com/re?x=1')).toBe('https://demos.example.com/re?x=1');
    expect(parseDemoUrl(' http://localhost:8080/demo ')).toBe('http://localhost:8080/demo');
  });

  it.each(['', undefined, 'not a url', '/relative/path', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://x.example'])(
    'treats %p as not configured',
    (raw) => {
      expect(parseDemoUrl(raw)).toBeNull();
    },
  );
});

describe('demoUrlFor', () => {
  it('reads the URL for the product from the configuration', () => {
    const urls = { realEstate: 'https://a.example/re', hr: '', restaurant: 'nope' };
    expect(demoUrlFor('realEstate', urls)).toBe('https://a.example/re');
    expect(demoUrlFor('hr', urls)).toBeNull();
    expect(demoUrlFor('restaurant', urls)).toBeNull();
  });
});
