import type { IconKey } from './icons.ts';

/** Spec entity "Feature block": icon, title, description, list of feature strings. */
export interface FeatureBlock {
  id: string;
  icon: IconKey;
  title: string;
  description: string;
  features: string[];
  image: { src: string; alt: string; width: number; height: number };
}

/** The four solutions (spec: call and chat, reputation, social media, appointment). */
export const solutionBlocks: FeatureBlock[] = [
  {
    id: 'call-chat',
    icon: 'phone',
    title: 'AI Call & Chat Assistant',
    description:
      'Answer every call, chat and message in seconds, day or night. The assistant handles common questions, captures leads and hands complex cases to your team with the full context.',
    features: [
      'Answers calls and website chats 24/7',
      'Natural conversations in a voice that fits your brand',
      'Captures contact details and qualifies leads',
      'Hands off to a person with a summary when needed',
    ],
    image: {
      src: '/images/solution-call-chat.svg',
      alt: 'A phone call and a chat conversation handled by an AI assistant',
      width: 480,
      height: 360,
    },
  },
  {
    id: 'reputation',
    icon: 'star',
    title: 'AI Review & Reputation Management',
    description:
      'Monitor what customers say about you across review sites and reply to each review with a personal, on-brand response, reaching a 95% review response rate.',
    features: [
      'One inbox for reviews from every platform',
      'Personal, on-brand replies drafted in seconds',
      'Alerts for negative reviews that need a person',
      'Monthly sentiment and rating trends',
    ],
    image: {
      src: '/images/solution-reputation.svg',
      alt: 'Star ratings and review replies on a reputation dashboard',
      width: 480,
      height: 360,
    },
  },
  {
    id: 'social-media',
    icon: 'message',
    title: 'Social Media Automation',
    description:
      'Plan, write and publish posts across your channels, and answer comments and direct messages quickly, with up to 60% less manual workload for your team.',
    features: [
      'Content calendar generated from your goals',
      'Posts drafted in your brand voice for each channel',
      'Replies to comments and direct messages',
      'Reports on reach, engagement and leads',
    ],
    image: { src: '/images/solution-social.svg', alt: 'Scheduled social media posts in a content calendar', width: 480, height: 360 },
  },
  {
    id: 'appointments',
    icon: 'calendar',
    title: 'Smart Appointment Scheduling',
    description:
      'Let customers book, move and cancel appointments themselves while automatic reminders keep your calendar full, with 60% less booking time and no-shows reduced by up to 45%.',
    features: [
      'Online booking that syncs with your calendar',
      'Automatic text and e-mail reminders',
      'Waitlist that fills cancelled slots',
      'Rescheduling in one tap, no phone tag',
    ],
    image: {
      src: '/images/solution-scheduling.svg',
      alt: 'A calendar with booked appointments and reminder notifications',
      width: 480,
      height: 360,
    },
  },
];

export const solutionsPage = {
  closing: {
    heading: 'Not Sure Where to Start?',
    text: 'Tell us about your business and we will show you which solution saves you the most time first.',
    demoLabel: 'Schedule a Demo',
  },
};
