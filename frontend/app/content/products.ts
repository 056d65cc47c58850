import type { IconKey } from './icons.ts';

/** Keys of env.demoUrls (app/lib/env.ts): each live demo's URL is build-time configuration. */
export type DemoUrlKey = 'realEstate' | 'hr' | 'restaurant';

export interface ProductFeature {
  icon: IconKey;
  title: string;
  description: string;
}

export interface LiveProduct {
  id: string;
  demoUrlKey: DemoUrlKey;
  name: string;
  tagline: string;
  description: string;
  /** Accessible name of the embedded frame once loaded. */
  frameTitle: string;
  featuresHeading: string;
  features: ProductFeature[];
}

export const demoFacadeCopy = {
  load: 'Load the live demo',
  privacyNote: 'The demo is hosted by our demo partner and loads only when you ask for it.',
  /** Under the load button of the site's own demos (a fictional business), used when no partner demo is configured. */
  builtInNote:
    'A demo with a fictional business and sample data. It loads only when you ask for it, and nothing you book in it reaches anyone.',
};

export const liveProducts: LiveProduct[] = [
  {
    id: 'real-estate-assistant',
    demoUrlKey: 'realEstate',
    name: 'Real Estate Assistant',
    tagline: 'Every inquiry answered, every showing booked',
    description: 'Answers buyer and renter questions about your listings, qualifies leads and books showings straight into your calendar.',
    frameTitle: 'Live demo: Real Estate Assistant',
    featuresHeading: 'Real Estate Assistant Features',
    features: [
      { icon: 'search', title: 'Listing Answers', description: 'Price, size, neighbourhood and availability, answered instantly.' },
      { icon: 'target', title: 'Lead Qualification', description: 'Budget, timeline and pre-approval captured in every chat.' },
      { icon: 'calendar', title: 'Showing Booking', description: 'Viewings booked into agents’ calendars without phone tag.' },
      { icon: 'clock', title: '24/7 Response', description: 'Late-night inquiries answered while they are still warm.' },
      { icon: 'mail', title: 'Automatic Follow-ups', description: 'New matching listings sent to interested buyers.' },
      { icon: 'plug', title: 'CRM Sync', description: 'Every conversation logged in the CRM you already use.' },
    ],
  },
  {
    id: 'hr-assistant',
    demoUrlKey: 'hr',
    name: 'HR Assistant',
    tagline: 'Hire faster and onboard better',
    description: 'Screens applicants, schedules interviews and answers employee questions about policies and benefits.',
    frameTitle: 'Live demo: HR Assistant',
    featuresHeading: 'HR Assistant Features',
    features: [
      { icon: 'file', title: 'Resume Screening', description: '80% less screening time with consistent, fair criteria.' },
      { icon: 'calendar', title: 'Interview Scheduling', description: 'Candidates pick a slot that suits the whole panel.' },
      { icon: 'user-check', title: 'Onboarding Journeys', description: '85% better onboarding completion with guided checklists.' },
      { icon: 'message', title: 'Policy Answers', description: 'Leave, benefits and policy questions answered any time.' },
      { icon: 'trend', title: 'Time-to-Hire Insights', description: 'Up to 70% less time-to-hire, tracked role by role.' },
      { icon: 'users', title: 'Retention Signals', description: 'Early warnings that help lower turnover by 25%.' },
    ],
  },
  {
    id: 'restaurant-assistant',
    demoUrlKey: 'restaurant',
    name: 'Restaurant Assistant',
    tagline: 'Orders and reservations, handled',
    description: 'Takes phone and online orders, manages reservations and answers menu questions, even at the busiest hour.',
    frameTitle: 'Live demo: Restaurant Assistant',
    featuresHeading: 'Restaurant Assistant Features',
    features: [
      { icon: 'phone', title: 'Order Taking', description: 'Phone and chat orders with order errors down 35%.' },
      { icon: 'calendar', title: 'Reservations', description: 'Tables booked, confirmed and reminded automatically.' },
      { icon: 'restaurant', title: 'Menu Questions', description: 'Allergens, ingredients and specials explained clearly.' },
      { icon: 'sparkles', title: 'Smart Upselling', description: 'Pairings and add-ons suggested at the right moment.' },
      { icon: 'clock', title: 'Peak-Hour Relief', description: 'No more missed calls during the dinner rush.' },
      { icon: 'star', title: 'Guest Feedback', description: 'Reviews requested after the visit and answered quickly.' },
    ],
  },
];

export const productBenefits = {
  heading: 'Why Businesses Choose Our Assistants',
  items: [
    { icon: 'clock', title: '80% Time Savings', description: 'Routine conversations and bookings run on their own.' },
    { icon: 'headphones', title: '24/7 Availability', description: 'Customers get answers at any hour, on any day.' },
    { icon: 'target', title: 'Improved Accuracy', description: 'Consistent answers and fewer manual data-entry mistakes.' },
    { icon: 'rocket', title: 'Scalable Growth', description: 'Handle more customers without adding headcount.' },
  ] satisfies ProductFeature[],
};

export const comingSoon = {
  heading: 'Coming Soon',
  lead: 'New assistants in development. Book a demo to get early access.',
  label: 'Coming Soon',
  items: [
    {
      icon: 'healthcare',
      title: 'Healthcare Assistant',
      description: 'Patient intake, reminders and follow-ups for clinics and practices.',
    },
    { icon: 'restaurant', title: 'Restaurant Manager', description: 'Inventory, staff scheduling and supplier orders in one place.' },
    { icon: 'chart', title: 'Sales Optimizer', description: 'Lead scoring and pipeline forecasting from your CRM data.' },
  ] satisfies ProductFeature[],
};

export const productsDemoSection = {
  eyebrow: 'Live Demos',
  heading: 'Try Our Assistants',
  lead: 'Each demo runs a real assistant. Load one and start a conversation.',
};
