import type { IconKey } from './icons.ts';

/** About page copy: story, two-step journey, the six values (spec section 1), Get Started. */
export const aboutStory = {
  eyebrow: 'Our Story',
  heading: 'Practical AI for the Businesses That Keep Communities Running',
  paragraphs: [
    'We started in 2025 in Canada with a simple observation: small and mid-size businesses spend hours every day on calls, bookings, follow-ups and paperwork that software could handle, yet most AI tools are built for large enterprises with technical teams.',
    'So we build AI automation that is intelligent, scalable and cost-effective: assistants that answer customers, schedule appointments, manage reviews and report on what is working, set up for you and running in weeks, not months.',
    'Today we work with clinics, restaurants, real estate teams, salons and spas, HR departments and sales teams, helping them streamline operations, reduce inefficiencies and unlock growth.',
  ],
  image: {
    src: '/images/about-story.svg',
    alt: 'A small business team working alongside an AI assistant',
    width: 520,
    height: 420,
  },
};

export const aboutJourney = {
  eyebrow: 'Our Journey',
  heading: 'From an Idea to Everyday Automation',
  steps: [
    {
      label: '2025',
      title: 'Founded in Canada',
      description:
        'We set out to make AI automation accessible to small and mid-size businesses, starting with the calls, bookings and follow-ups that eat up their days.',
    },
    {
      label: 'Today',
      title: 'Serving 6+ Industries',
      description:
        'Our 20+ ready-to-deploy solutions help businesses across healthcare, hospitality, real estate, sales and marketing, HR, and salons and spas save up to 75% of the time spent on routine work.',
    },
  ],
};

export interface ValueItem {
  icon: IconKey;
  title: string;
  description: string;
}

export const aboutValues = {
  eyebrow: 'Our Values',
  heading: 'What Guides Our Work',
  items: [
    {
      icon: 'lightbulb',
      title: 'Innovation',
      description: 'We turn the newest advances in AI into tools that solve real, everyday problems.',
    },
    { icon: 'award', title: 'Excellence', description: 'We measure our work by the results our clients see, and we keep raising the bar.' },
    {
      icon: 'shield',
      title: 'Integrity',
      description: 'We are honest about what AI can and cannot do, and we protect the data you trust us with.',
    },
    {
      icon: 'handshake',
      title: 'Collaboration',
      description: 'We build with your team, not around it, and we stay with you after launch.',
    },
    {
      icon: 'users',
      title: 'Inclusivity',
      description: 'We design assistants that serve every customer, in plain language and accessible by default.',
    },
    {
      icon: 'leaf',
      title: 'Sustainability',
      description: 'We build efficient systems that save resources and grow with your business for the long term.',
    },
  ] satisfies ValueItem[],
};

export const aboutCta = {
  heading: 'Let’s Build Your AI Advantage Together',
  text: 'Tell us where your team loses the most time, and we will show you how automation can give it back.',
  action: { label: 'Get Started', href: '/contact' },
};
