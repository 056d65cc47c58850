/** Texts of the contact form; the toasts are the spec's (section 8) word for word. */
export const contactFormCopy = {
  formLabel: 'Contact form',
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    industry: 'Industry',
    message: 'Message',
    scheduleMeeting: 'I would like to schedule a meeting',
    date: 'Preferred date',
    time: 'Preferred time',
  },
  placeholders: {
    name: 'Your name',
    email: 'you@company.com',
    phone: '(306) 555-0100',
    company: 'Company name',
    industry: 'Select an industry',
    message: 'Tell us about your business and what you would like to automate',
    time: 'Select a time',
  },
  optional: '(optional)',
  buttons: { send: 'Send Message', meeting: 'Request Meeting', busy: 'Sending...' },
  toasts: {
    sent: { title: 'Message sent!', description: "Thank you for reaching out. We'll get back to you shortly." },
    meeting: { title: 'Meeting requested!', description: "Thank you for scheduling a meeting. We'll confirm your date and time shortly." },
    failed: { title: 'Error', description: 'Failed to send your message. Please try again later.' },
  },
};
