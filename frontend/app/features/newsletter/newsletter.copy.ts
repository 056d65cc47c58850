import { messages, newsletterConsentText } from '@prairieflow/contracts';

/** Texts of the newsletter box; heading, placeholder, buttons and toasts are the spec's. */
export const newsletterCopy = {
  heading: 'Stay Updated with AI Trends',
  text: 'Get practical AI automation ideas, case studies and product news in your inbox.',
  label: 'Email address',
  formLabel: 'Newsletter subscription',
  placeholder: 'Your email address',
  buttons: { idle: 'Subscribe', busy: 'Subscribing...' },
  consent: newsletterConsentText,
  privacyLead: 'Read our',
  privacyLink: 'Privacy Policy',
  toasts: {
    empty: { title: 'Error', description: messages.newsletterEmpty },
    failed: { title: 'Error', description: 'Failed to subscribe. Please try again later.' },
    success: { title: 'Success!', description: 'Thank you for subscribing to our newsletter.' },
  },
};
