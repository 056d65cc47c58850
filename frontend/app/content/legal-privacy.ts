import type { LegalDocument } from './legal.types.ts';
import { fullAddress, site } from './site.ts';

/** Privacy policy (PIPEDA and CASL). Lists exactly what this site collects. */
export const privacyPolicy: LegalDocument = {
  lastUpdated: 'January 15, 2026',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${site.legalName} ("we", "us") is a Canadian company based in ${site.address.city}, ${site.address.region}. We are responsible for the personal information we collect through this website and we follow the Personal Information Protection and Electronic Documents Act (PIPEDA) and Canada’s Anti-Spam Legislation (CASL).`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run this website and answer you:'],
      list: [
        'Analytics: a random visitor identifier stored in your browser, the pages you view, the referring page, your browser’s user agent and campaign (UTM) tags in the page address. We do not store your IP address.',
        'Contact and demo forms: your name, e-mail, phone number, company, industry, job title, company size, message and any meeting date and time you choose.',
        'Chat assistant: the messages you exchange with the assistant and, if you type one, your e-mail address.',
        'Newsletter: your e-mail address and a record of your consent (when and how you gave it).',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use personal information to:'],
      list: [
        'answer your questions, arrange demos and meetings you ask for;',
        'send the newsletter you subscribed to;',
        'understand how the site is used so we can improve it;',
        'keep the site secure and prevent abuse.',
      ],
    },
    {
      heading: 'Consent',
      paragraphs: [
        'By sending a form, chatting with the assistant or subscribing, you consent to our use of that information for the purpose it was given. You can withdraw consent at any time, subject to legal or contractual limits; we will tell you what that means for the service.',
        'If your browser sends a Global Privacy Control signal, we treat it as a request not to use analytics tracking.',
      ],
    },
    {
      heading: 'Newsletter and electronic messages (CASL)',
      paragraphs: [
        'We send commercial electronic messages only with your express consent. Newsletter sign-ups are confirmed by e-mail (double opt-in). Every message identifies us, gives our mailing address and includes a one-click unsubscribe link that we honour within 10 business days, usually at once.',
      ],
    },
    {
      heading: 'Sharing and storage',
      paragraphs: [
        'We do not sell personal information. We share it only with service providers who help us run the site (hosting, e-mail delivery, analytics, workflow automation), under contracts that require them to protect it and use it only for our purposes. Some providers may store information outside Canada, where it may be accessible to authorities under local law.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep information only as long as needed for its purpose:'],
      list: [
        'contact and demo requests: up to 24 months after our last exchange;',
        'chat messages: up to 12 months;',
        'analytics records: up to 26 months;',
        'newsletter records: while you are subscribed, and proof of consent for 3 years after you unsubscribe, as CASL requires us to be able to prove consent.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Information is encrypted in transit and at rest, access is limited to staff who need it, and we review our safeguards regularly. No system is perfectly secure; if a breach creates a real risk of significant harm, we will notify you and the Office of the Privacy Commissioner of Canada as PIPEDA requires.',
      ],
    },
    {
      heading: 'Your rights and privacy requests',
      paragraphs: [
        `You may ask to see, correct or delete the personal information we hold about you, or ask questions about this policy. Write to our privacy officer at ${site.privacyEmail} or ${fullAddress}. We answer within 30 days. If you are not satisfied, you may complain to the Office of the Privacy Commissioner of Canada.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will post any change on this page with a new "last updated" date, and tell subscribers about significant changes by e-mail.',
      ],
    },
  ],
};
