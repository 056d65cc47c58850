/**
 * The company's identity in one place: brand, contact details and social profiles.
 * Fictional defaults (a 555 number, an example domain); replace them before going live.
 */
export const site = {
  name: 'Prairieflow AI',
  legalName: 'Prairieflow AI Inc.',
  tagline: 'AI automation for growing businesses',
  description:
    'Intelligent, scalable and cost-effective AI automation that streamlines operations, reduces inefficiencies and unlocks growth for small and mid-size businesses.',
  url: 'https://prairieflow.example',
  foundedYear: 2025,
  phone: { display: '+1 (306) 555-0142', href: 'tel:+13065550142' },
  email: 'hello@prairieflow.example',
  careersEmail: 'careers@prairieflow.example',
  privacyEmail: 'privacy@prairieflow.example',
  address: {
    street: '201 21st Street East, Suite 500',
    city: 'Saskatoon',
    region: 'SK',
    postalCode: 'S7K 0B8',
    country: 'Canada',
  },
  social: [
    { label: 'X', href: 'https://x.com/prairieflowai' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/prairieflowai' },
    { label: 'Facebook', href: 'https://www.facebook.com/prairieflowai' },
    { label: 'Instagram', href: 'https://www.instagram.com/prairieflowai' },
  ],
} as const;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;

/** The document title every route carries (spec: "an AI business automation title"). */
export const pageTitle = (page?: string) =>
  page ? `${page} | ${site.name} – AI Business Automation` : `${site.name} – AI Business Automation`;
