import type { IconKey } from './icons.ts';

/** /contact copy; phone, e-mail, address and social links come from site.ts. */
export const contactBanner = {
  heading: 'See What AI Can Do for Your Business',
  text: 'Book a free demo and we will walk you through the solutions that fit your industry.',
  demoLabel: 'Book a Demo',
};

export const contactInfo = {
  heading: 'Get in Touch',
  text: 'Reach us by phone or e-mail, or send us a message with the form. We reply within one business day.',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Office',
  socialHeading: 'Follow Us',
  formHeading: 'Send Us a Message',
};

export interface FaqItem {
  icon: IconKey;
  question: string;
  answer: string;
}

/** The six FAQ cards: facts from the spec's FAQ content (section 1). */
export const faq = {
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  items: [
    {
      icon: 'clock',
      question: 'How long does implementation take?',
      answer:
        'Implementation usually takes 2-4 weeks, from the first workshop to a live solution, depending on how many systems we connect.',
    },
    {
      icon: 'lightbulb',
      question: 'Do I need technical expertise?',
      answer: 'No technical expertise is needed. We set everything up, train your team and stay available after launch.',
    },
    {
      icon: 'lock',
      question: 'How is my data kept secure?',
      answer: 'Your data is encrypted and stored in a secure cloud, and access is limited to the people and systems that need it.',
    },
    {
      icon: 'plug',
      question: 'Will it work with the tools we already use?',
      answer: 'Yes. We integrate with CRMs, ERPs and scheduling tools, so the AI works inside your existing workflows.',
    },
    {
      icon: 'wallet',
      question: 'How is pricing structured?',
      answer: 'We offer tiered subscription pricing for growing businesses and custom enterprise pricing for larger organisations.',
    },
    {
      icon: 'headphones',
      question: 'What support do you provide?',
      answer: 'Our support is available 24/7, so help is there whenever your business needs it.',
    },
  ] satisfies FaqItem[],
};

export const contactClosing = {
  heading: 'Prefer to See It Live?',
  text: 'Schedule a personalised demo with our team and get answers to your questions on the spot.',
  demoLabel: 'Schedule a Demo',
};
