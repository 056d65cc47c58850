import type { IconKey } from './icons.ts';

/** Home page copy (spec section 2, "Home", "Chatbot promo section" and the privacy/cloud section). */
export const homeHero = {
  badge: 'AI-Driven Automation - Reducing operational costs by 45%',
  headline: 'AI Solutions That Drive Business Growth',
  lead: 'Intelligent, scalable and cost-effective AI automation that streamlines operations, reduces inefficiencies and unlocks growth for small and mid-size businesses.',
  primary: { label: 'Explore Solutions', href: '/services' },
  secondary: { label: 'Contact Us', href: '/contact' },
  illustration: {
    src: '/images/home-hero.svg',
    alt: 'An AI assistant dashboard answering calls, booking appointments and tracking reviews',
    width: 560,
    height: 460,
  },
};

export const homeStats = [
  { value: '20+', label: 'Ready to Deploy Solutions' },
  { value: '75%', label: 'Time Saved' },
  { value: '6+', label: 'Industries Served' },
  { value: '24/7', label: 'AI Support' },
];

export const servicesGridIntro = {
  eyebrow: 'Industries',
  heading: 'AI Automation Built for Your Industry',
  lead: 'Ready-to-deploy solutions shaped around the daily work of six industries.',
};

export const interactiveSolutionsIntro = {
  eyebrow: 'Interactive Solutions',
  heading: 'See What Our AI Can Take Off Your Plate',
  lead: 'Pick a solution to see how it works for your team and your customers.',
  cta: { label: 'View All Solutions', href: '/solutions' },
  chooseLabel: 'Choose a solution',
};

export interface ChatLine {
  from: 'user' | 'bot';
  text: string;
}

export const chatbotPromo = {
  eyebrow: 'Smart Automation',
  heading: 'Smart Business Chatbot',
  description:
    'More than a chat window: our business chatbot studies how work flows through your company and tells you, in plain language, where time and money are lost.',
  bullets: [
    'Finds the bottlenecks that slow your operations down',
    'Data-driven recommendations to improve efficiency',
    'Continuous learning from every interaction',
    'Up to 60% less manual workload',
    'Integrates with the systems you already use',
  ],
  cta: { label: 'Get Started', href: '/contact' },
  demo: {
    title: 'Operations Assistant',
    status: 'Demo conversation',
    caption: 'A scripted example conversation',
    messages: [
      { from: 'user', text: 'We keep losing appointments to no-shows. Can you help?' },
      {
        from: 'bot',
        text: 'Yes. Last month 18% of your appointments were no-shows, and most were booked more than a week ahead without a reminder.',
      },
      { from: 'user', text: 'What would you change?' },
      {
        from: 'bot',
        text: 'Send a text and e-mail reminder 48 hours and 2 hours before each visit, with one-tap rescheduling, and offer freed slots to your waitlist. Businesses like yours see no-shows reduced by up to 45%.',
      },
      { from: 'user', text: 'Great, set it up for next week.' },
      { from: 'bot', text: 'Done. Reminders start Monday, and I will send you a no-show report every Friday.' },
    ] satisfies ChatLine[],
  },
};

interface TrustItem {
  icon: IconKey;
  title: string;
  description: string;
}

/** The spec's privacy/cloud section: two columns, six items, word for word; no interaction. */
export const privacyCloud = {
  eyebrow: 'Trust & Infrastructure',
  heading: 'Secure by Design, Ready to Scale',
  columns: [
    {
      heading: 'Data Privacy & Security',
      items: [
        { icon: 'shield', title: 'Privacy Assurance', description: 'Commitment to data protection regulations and security measures.' },
        {
          icon: 'fingerprint',
          title: 'Zero-Trust Security Model',
          description: 'Every user and device is verified before access to sensitive information.',
        },
        {
          icon: 'eye-off',
          title: 'Data Anonymization',
          description: 'Personal information protected and data protection laws complied with while still giving AI insights.',
        },
      ],
    },
    {
      heading: 'Cloud-Hosted Solutions',
      items: [
        { icon: 'gauge', title: 'Scalability and Flexibility', description: 'Handles varying workloads without interruption.' },
        { icon: 'piggy-bank', title: 'Cost Efficiency', description: 'No upfront hardware or maintenance fees.' },
        {
          icon: 'globe',
          title: 'Global Accessibility',
          description: 'Tools reachable from anywhere with internet, supporting remote work and collaboration.',
        },
      ],
    },
  ] satisfies { heading: string; items: TrustItem[] }[],
};

/** The closing band shared by several pages: Schedule a Demo opens the demo dialog. */
export const demoBanner = {
  heading: 'Ready to See AI at Work in Your Business?',
  text: 'Book a free 30-minute demo. We will map your busiest workflows and show you what to automate first.',
  demoLabel: 'Schedule a Demo',
  contact: { label: 'Contact Us', href: '/contact' },
};

/** Labels screen readers hear on the home page. */
export const homeCopy = {
  statsHeading: 'At a glance',
  customerSpeaker: 'Customer: ',
  assistantSpeaker: 'Assistant: ',
  newsletterLabel: 'Newsletter',
};
