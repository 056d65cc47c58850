import type { ServicePageContent } from './service-pages.types.ts';

/** Service pages, part 1: healthcare, financial services, HR, restaurants. */
export const industryPages: ServicePageContent[] = [
  {
    slug: 'Healthcare',
    name: 'Healthcare',
    icon: 'healthcare',
    seoDescription:
      'AI automation for healthcare: patient intake, appointment reminders and documentation support that give staff time back for care.',
    hero: {
      eyebrow: 'Healthcare',
      headline: 'AI Automation for Healthcare Providers',
      lead: 'Give your team hours back every week. Our assistants handle intake, reminders and routine documentation so people can focus on patients.',
    },
    impact: [
      { value: '75%', label: 'less documentation time' },
      { value: 'Up to 45%', label: 'fewer no-shows' },
      { value: '24/7', label: 'patient support' },
    ],
    featuresHeading: 'How AI Supports Your Care Team',
    features: [
      {
        icon: 'clipboard',
        title: 'Digital Patient Intake',
        description: 'Patients complete forms before they arrive; the answers land in your system ready to review.',
      },
      {
        icon: 'calendar',
        title: 'Smart Reminders',
        description: 'Text and e-mail reminders with one-tap rescheduling cut no-shows by up to 45%.',
      },
      {
        icon: 'file',
        title: 'Documentation Support',
        description: 'Structured visit notes drafted for review, with 75% less time spent on documentation.',
      },
    ],
    extrasHeading: 'More for Healthcare Teams',
    extras: [
      { title: 'Clinics & Medical Practices', description: 'Scheduling and follow-ups tuned for busy front desks.', link: 'Clinics' },
      { title: 'After-Hours Patient Line', description: 'Common questions answered at night, urgent cases routed to on-call staff.' },
      { title: 'Review Management', description: 'Thank patients and respond to feedback with care and discretion.', link: 'AIReputation' },
    ],
    cta: { heading: 'Spend Less Time on Admin, More on Patients', text: 'See how automation fits your practice in a free demo.' },
  },
  {
    slug: 'FinancialServices',
    name: 'Financial Services',
    icon: 'financial',
    seoDescription:
      'AI automation for financial services: client onboarding, document collection and 24/7 client support, with data encrypted in a secure cloud.',
    hero: {
      eyebrow: 'Financial Services',
      headline: 'Secure AI Automation for Financial Services',
      lead: 'Onboard clients faster, chase fewer documents and answer routine questions around the clock, with data encrypted in a secure cloud.',
    },
    impact: [
      { value: 'Up to 70%', label: 'fewer manual workloads' },
      { value: '24/7', label: 'client support' },
      { value: '2-4', label: 'weeks to implement' },
    ],
    featuresHeading: 'Automation Built for Trust',
    features: [
      {
        icon: 'user-check',
        title: 'Client Onboarding',
        description: 'Guided digital onboarding collects details and documents and flags anything missing.',
      },
      {
        icon: 'clock',
        title: 'Deadline Tracking',
        description: 'Automatic reminders keep clients and advisors ahead of filing and renewal dates.',
      },
      {
        icon: 'lock',
        title: 'Secure Client Answers',
        description: 'Routine account and process questions answered 24/7 under a zero-trust model.',
      },
    ],
    extrasHeading: 'More for Financial Teams',
    extras: [
      { title: 'Personalized AI Assistant', description: 'Reporting and forecasting from your own data.', link: 'AIAssistant' },
      { title: 'Meeting Scheduling', description: 'Clients book reviews with advisors in a few clicks.' },
      { title: 'Client Follow-ups', description: 'Timely check-ins written in your firm’s voice.' },
    ],
    cta: { heading: 'Serve More Clients Without More Paperwork', text: 'Book a demo and see secure automation in action.' },
  },
  {
    slug: 'HRWorkforce',
    name: 'HR & Workforce',
    icon: 'hr',
    seoDescription:
      'AI automation for HR: resume screening, interview scheduling and onboarding that cut time-to-hire by up to 70% and lower turnover.',
    hero: {
      eyebrow: 'HR & Workforce',
      headline: 'AI Automation for HR and Workforce Management',
      lead: 'Screen candidates, schedule interviews and onboard new hires with far less paperwork, and keep the people you hire.',
    },
    impact: [
      { value: '80%', label: 'less screening time' },
      { value: '70%', label: 'less time-to-hire' },
      { value: '85%', label: 'better onboarding completion' },
      { value: '25%', label: 'lower turnover' },
    ],
    featuresHeading: 'Hiring and Onboarding, Simplified',
    features: [
      {
        icon: 'file',
        title: 'Resume Screening',
        description: 'Applicants matched against your criteria consistently, with 80% less screening time.',
      },
      {
        icon: 'calendar',
        title: 'Interview Scheduling',
        description: 'Candidates choose slots that fit the whole panel, with no back-and-forth.',
      },
      {
        icon: 'user-check',
        title: 'Guided Onboarding',
        description: 'Checklists, documents and first-week questions handled, for 85% better completion.',
      },
    ],
    extrasHeading: 'More for People Teams',
    extras: [
      { title: 'Employee Help Desk', description: 'Policy, leave and benefits questions answered any time.' },
      { title: 'Retention Insights', description: 'Early signals that help lower turnover by 25%.' },
      { title: 'Personalized AI Assistant', description: 'Workforce reports and forecasts on demand.', link: 'AIAssistant' },
    ],
    cta: { heading: 'Hire Faster and Keep Your Best People', text: 'See the HR assistant work with your own hiring process.' },
  },
  {
    slug: 'Restaurants',
    name: 'Restaurants & Hospitality',
    icon: 'restaurant',
    seoDescription:
      'AI automation for restaurants and hospitality: phone and online ordering, reservations and guest feedback, with order errors down 35%.',
    hero: {
      eyebrow: 'Restaurants & Hospitality',
      headline: 'AI Automation for Restaurants and Hospitality',
      lead: 'Never miss an order or a booking during the rush. Our assistant takes orders and reservations and answers menu questions around the clock.',
    },
    impact: [
      { value: '35%', label: 'fewer order errors' },
      { value: 'Up to 30%', label: 'fewer no-shows' },
      { value: '24/7', label: 'ordering and booking' },
    ],
    featuresHeading: 'Keep Every Table and Order Moving',
    features: [
      { icon: 'phone', title: 'Phone & Online Orders', description: 'Orders read back and confirmed every time, with errors down 35%.' },
      {
        icon: 'calendar',
        title: 'Reservations',
        description: 'Tables booked, confirmed and reminded automatically, cutting no-shows by up to 30%.',
      },
      { icon: 'message', title: 'Menu Questions', description: 'Allergens, ingredients and specials explained clearly to every guest.' },
    ],
    extrasHeading: 'More for Hospitality',
    extras: [
      { title: 'Review Management', description: 'Reply to every review while the visit is fresh.', link: 'AIReputation' },
      { title: 'Social Media Management', description: 'Specials and events posted on schedule.', link: 'SocialMedia' },
      { title: 'Catering Inquiries', description: 'Event requests captured with dates, headcounts and budgets.' },
    ],
    cta: { heading: 'Serve More Guests With the Same Team', text: 'See the restaurant assistant take an order in a live demo.' },
  },
];
