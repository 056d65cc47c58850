import { englishPath, langOfPath, localizeHref, twinPath } from './lang';

describe('language paths', () => {
  it('knows French paths by their /fr prefix only', () => {
    expect(langOfPath('/fr')).toBe('fr');
    expect(langOfPath('/fr/services/Healthcare')).toBe('fr');
    expect(langOfPath('/french-fries')).toBe('en');
    expect(langOfPath('/')).toBe('en');
  });

  it('maps every French path to its English twin and back', () => {
    expect(englishPath('/fr')).toBe('/');
    expect(englishPath('/fr/content/a-post')).toBe('/content/a-post');
    expect(twinPath('/about', 'fr')).toBe('/fr/about');
    expect(twinPath('/fr/about', 'en')).toBe('/about');
    expect(twinPath('/', 'fr')).toBe('/fr');
    expect(twinPath('/fr', 'en')).toBe('/');
  });

  it('localises site links but leaves files, APIs, anchors and other schemes alone', () => {
    expect(localizeHref('/services#top', 'fr')).toBe('/fr/services#top');
    expect(localizeHref('/', 'fr')).toBe('/fr');
    expect(localizeHref('/#newsletter', 'fr')).toBe('/fr#newsletter');
    expect(localizeHref('/blog?page=2', 'fr')).toBe('/fr/blog?page=2');
    expect(localizeHref('/fr/about', 'fr')).toBe('/fr/about');
    expect(localizeHref('/images/og-default.png', 'fr')).toBe('/images/og-default.png');
    expect(localizeHref('/api/rss.xml', 'fr')).toBe('/api/rss.xml');
    expect(localizeHref('mailto:hello@prairieflow.example', 'fr')).toBe('mailto:hello@prairieflow.example');
    expect(localizeHref('#open-positions', 'fr')).toBe('#open-positions');
    expect(localizeHref('https://x.com/prairieflowai', 'fr')).toBe('https://x.com/prairieflowai');
    expect(localizeHref('/services', 'en')).toBe('/services');
  });
});
