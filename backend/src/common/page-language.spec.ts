import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('prefers the field the browser sent', () => {
    expect(pageLanguage('fr', 'https://site.example/contact')).toBe('fr');
    expect(pageLanguage('en', 'https://site.example/fr/contact')).toBe('en');
  });

  it('reads the /fr prefix of the page URL, and only a whole segment', () => {
    expect(pageLanguage(undefined, 'https://site.example/fr')).toBe('fr');
    expect(pageLanguage(undefined, 'https://site.example/fr/services/Healthcare?utm_source=x')).toBe('fr');
    expect(pageLanguage(undefined, 'https://site.example/free-trial')).toBe('en');
    expect(pageLanguage(undefined, 'https://site.example/contact')).toBe('en');
  });

  it('is unknown without a page', () => {
    expect(pageLanguage(undefined, undefined)).toBeNull();
    expect(pageLanguage(undefined, 'http://[bad')).toBeNull();
  });
});
