import type { CompanySize } from '@prairieflow/contracts';

/** Texts of the demo request form; the toasts are the spec's (section 8) word for word. */
export const demoFormCopy = {
  formLabel: 'Demo request',
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    industry: 'Industry',
    companySize: 'Company size',
    jobTitle: 'Job title',
    message: 'What would you like to see?',
    bookMeeting: 'Book a meeting at a time that suits me',
    date: 'Preferred date',
    time: 'Preferred time',
  },
  placeholders: {
    industry: 'Select an industry',
    companySize: 'Select a size',
    time: 'Select a time',
  },
  companySizeLabels: {
    '1-10': '1-10 employees',
    '11-50': '11-50 employees',
    '51-200': '51-200 employees',
    '201-500': '201-500 employees',
    '501+': '501+ employees',
  } satisfies Record<CompanySize, string>,
  optional: '(optional)',
  buttons: { submit: 'Schedule Demo', busy: 'Submitting...', cancel: 'Cancel' },
  toasts: {
    requested: { title: 'Demo requested!', description: 'Thank you for your interest. Our team will contact you shortly.' },
    meeting: {
      title: 'Demo requested!',
      description: 'Thank you for your interest. Our team will reach out to you at your selected date and time.',
    },
    failed: { title: 'Error', description: 'Failed to submit your demo request. Please try again later.' },
  },
};
