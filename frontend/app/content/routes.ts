/** Every static route of the spec's route table; each is prerendered to HTML at build. */
export const staticPaths = [
  '/',
  '/about',
  '/services',
  '/solutions',
  '/products',
  '/contact',
  '/terms-of-service',
  '/privacy-policy',
  '/careers',
  '/blog',
  '/content',
] as const;

/** The eleven service pages (/services/{slug}); slugs are case-sensitive, as the spec writes them. */
export const serviceSlugs = [
  'Healthcare',
  'FinancialServices',
  'HRWorkforce',
  'Restaurants',
  'Salons',
  'RealEstate',
  'Clinics',
  'SocialMedia',
  'AIReputation',
  'AIAssistant',
  'SalesMarketing',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const prerenderPaths = [...staticPaths, ...serviceSlugs.map((slug) => `/services/${slug}`)];
