import { serviceSlugs } from './routes';
import { getServicePage, ringNeighbours, serviceRing, servicePages } from './service-pages';

describe('service pages content', () => {
  it('describes each of the eleven routed slugs exactly once', () => {
    expect(servicePages.map((p) => p.slug).sort()).toEqual([...serviceSlugs].sort());
  });

  it('gives every page three features and at least one impact figure', () => {
    for (const page of servicePages) {
      expect(page.features).toHaveLength(3);
      expect(page.impact.length).toBeGreaterThan(0);
      expect(page.extras.length).toBeGreaterThan(0);
    }
  });

  it('links cards only to real, case-exact service routes', () => {
    for (const page of servicePages) {
      for (const extra of page.extras) {
        if (extra.link) expect(serviceSlugs).toContain(extra.link);
      }
    }
  });

  it('finds pages by exact slug only', () => {
    expect(getServicePage('Healthcare')?.name).toBe('Healthcare');
    expect(getServicePage('healthcare')).toBeUndefined();
    expect(getServicePage('social-media')).toBeUndefined();
  });
});

describe('previous/next ring', () => {
  it('visits all eleven pages once', () => {
    expect(serviceRing).toHaveLength(11);
    expect([...serviceRing].sort()).toEqual([...serviceSlugs].sort());
  });

  it('keeps the spec order HRWorkforce … AIAssistant as one run', () => {
    const run = ['HRWorkforce', 'Restaurants', 'Salons', 'RealEstate', 'Clinics', 'SocialMedia', 'AIReputation', 'AIAssistant'];
    for (let i = 0; i < run.length - 1; i++) expect(ringNeighbours(run[i])?.next).toBe(run[i + 1]);
  });

  it('is a closed ring: following next eleven times comes back to the start', () => {
    let slug = 'Healthcare';
    const seen = new Set<string>();
    for (let i = 0; i < 11; i++) {
      seen.add(slug);
      slug = ringNeighbours(slug)!.next;
    }
    expect(slug).toBe('Healthcare');
    expect(seen.size).toBe(11);
  });

  it('makes previous the inverse of next, wrapping at both ends', () => {
    for (const slug of serviceRing) expect(ringNeighbours(ringNeighbours(slug)!.next)!.previous).toBe(slug);
    expect(ringNeighbours('HRWorkforce')).toEqual({ previous: 'Healthcare', next: 'Restaurants' });
    expect(ringNeighbours('Healthcare')).toEqual({ previous: 'FinancialServices', next: 'HRWorkforce' });
  });

  it('has no neighbours for a slug outside the ring', () => {
    expect(ringNeighbours('Nope')).toBeUndefined();
    expect(ringNeighbours('b', ['a', 'c'])).toBeUndefined();
    expect(ringNeighbours('a', ['a'])).toEqual({ previous: 'a', next: 'a' });
  });
});
