import type { IconKey } from './icons.ts';
import type { ServiceCardData } from './service-cards.ts';

/** /services copy: six industry cards (service-cards.ts), three additional services, two featured blocks. */
export const servicesIndustriesIntro = {
  id: 'industries',
  eyebrow: 'Industries',
  heading: 'Solutions for Six Industries',
  lead: 'Each solution is shaped around the daily work of its industry and ready to deploy in 2-4 weeks.',
};

export const additionalServicesIntro = {
  eyebrow: 'Additional Services',
  heading: 'Automation That Works Across Every Industry',
  lead: 'Add these services to any industry solution, or start with them on their own.',
};

export const additionalServices: ServiceCardData[] = [
  {
    icon: 'social',
    title: 'Social Media Management',
    description: 'Plan, write and publish posts and answer comments and messages across all your channels.',
  },
  {
    icon: 'reputation',
    title: 'AI Review & Reputation Management',
    description: 'Reply to every review with a personal response and spot problems before they spread.',
  },
  {
    icon: 'assistant',
    title: 'Personalized AI Assistant',
    description: 'Insights, reporting and forecasting from your own data, answered in plain language.',
  },
];

export interface FeaturedIndustry {
  icon: IconKey;
  title: string;
  description: string;
  points: string[];
  href: string;
  linkLabel: string;
}

export const featuredIntro = {
  eyebrow: 'Featured Industries',
  heading: 'Specialised Solutions for Regulated Work',
};

export const featuredIndustries: FeaturedIndustry[] = [
  {
    icon: 'clinic',
    title: 'Clinics & Medical Practices',
    description: 'Fewer empty chairs and less time on charts, so your practitioners can see more patients.',
    points: ['No-shows reduced by up to 45%', '75% less documentation time', 'Patient questions answered 24/7'],
    href: '/services/Clinics',
    linkLabel: 'Explore Clinics & Medical Practices',
  },
  {
    icon: 'financial',
    title: 'Financial Services',
    description: 'Onboard clients faster and keep every document and deadline on track, securely.',
    points: ['Up to 70% fewer manual workloads', 'Encrypted data in a secure cloud', 'Client support around the clock'],
    href: '/services/FinancialServices',
    linkLabel: 'Explore Financial Services',
  },
];

export const servicesActions = {
  heading: 'Find the Right Fit for Your Business',
  text: 'Talk to us about your workflows, or browse every industry we serve.',
  contact: { label: 'Contact Us', href: '/contact' },
  allIndustries: { label: 'View All Industries', href: '/services#industries' },
};
