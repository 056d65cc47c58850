import { industryCards, LEARN_MORE_FALLBACK, learnMoreHref } from './service-cards';
import { additionalServices } from './services';

describe('learnMoreHref (spec: first keyword the title contains, case-insensitive)', () => {
  it.each([
    ['Healthcare', '/services/Healthcare'],
    ['HEALTHCARE automation', '/services/Healthcare'],
    ['Restaurants & Hospitality', '/services/Restaurants'],
    ['real estate', '/services/RealEstate'],
    ['Sales Pipeline', '/services/SalesMarketing'],
    ['Digital Marketing', '/services/SalesMarketing'],
    ['Human Resources', '/services/HRWorkforce'],
    ['HR & Workforce', '/services/HRWorkforce'],
    ['Salon Booking', '/services/Salons'],
    ['Day Spa', '/services/Salons'],
    ['Financial Services', '/services/FinancialServices'],
    ['Clinics & Medical Practices', '/services/Clinics'],
    ['AI Review & Reputation Management', '/services/AIReputation'],
    ['Personalized AI Assistant', '/services/AIAssistant'],
    ['Social Media Management', '/services/SocialMedia'],
  ])('%s -> %s', (title, href) => {
    expect(learnMoreHref(title)).toBe(href);
  });

  it('falls back to /services when no keyword matches', () => {
    expect(learnMoreHref('Custom Automation')).toBe(LEARN_MORE_FALLBACK);
    expect(learnMoreHref('')).toBe('/services');
  });

  it('applies the rules in the spec order when several keywords match', () => {
    expect(learnMoreHref('Healthcare Marketing')).toBe('/services/Healthcare');
    expect(learnMoreHref('Restaurant Social Media')).toBe('/services/Restaurants');
    expect(learnMoreHref('Social Media Marketing')).toBe('/services/SalesMarketing');
    expect(learnMoreHref('Clinic Reputation')).toBe('/services/Clinics');
  });

  it('matches substrings literally, as the spec says ("contains")', () => {
    expect(learnMoreHref('Three Steps')).toBe('/services/HRWorkforce');
  });

  it('sends every card on the site to the page it is about', () => {
    const targets = [...industryCards, ...additionalServices].map((c) => learnMoreHref(c.title));
    expect(targets).toEqual([
      '/services/Healthcare',
      '/services/Restaurants',
      '/services/RealEstate',
      '/services/SalesMarketing',
      '/services/HRWorkforce',
      '/services/Salons',
      '/services/SocialMedia',
      '/services/AIReputation',
      '/services/AIAssistant',
    ]);
  });
});
