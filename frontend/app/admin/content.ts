import type { LeadKind, LeadStatus } from '@prairieflow/contracts/admin';

/** The console's words in one place (operators work in English). */
export const kindLabels: Record<LeadKind, string> = {
  contact: 'Contact message',
  demo: 'Demo request',
  chat: 'Chat lead',
  newsletter: 'Newsletter sign-up',
};

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};

export const deliveryLabels: Record<string, string> = {
  staff_email: 'Staff e-mail',
  chat_staff_email: 'Staff e-mail',
  webhook: 'Webhook',
  newsletter_confirmation: 'Confirmation e-mail',
};

export const nav = [
  { to: '/leads', label: 'Leads', roles: ['admin'] },
  { to: '/posts', label: 'Posts', roles: ['admin', 'editor'] },
  { to: '/jobs', label: 'Jobs', roles: ['admin', 'editor'] },
  { to: '/analytics', label: 'Analytics', roles: ['admin'] },
  { to: '/chats', label: 'Chats', roles: ['admin'] },
  { to: '/privacy', label: 'Privacy requests', roles: ['admin'] },
  { to: '/audit', label: 'Audit log', roles: ['admin'] },
  { to: '/operators', label: 'Operators', roles: ['admin'] },
] as const;

export const copy = {
  product: 'Prairieflow console',
  signInTitle: 'Sign in to the console',
  signInHelp: 'Use the code your authenticator app shows, or one of your recovery codes.',
  expired: 'Your session has ended. Sign in again to continue.',
  signedOut: 'You are signed out.',
  forbidden: 'Your role does not give access to this page.',
  enrolTitle: 'Set up your console account',
  enrolScan: 'Scan this QR code with an authenticator app (or type the key), then choose a password and enter the code the app shows.',
  recoveryTitle: 'Save your recovery codes',
  recoveryHelp:
    'Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager.',
  eraseWarning:
    'Everything stored about this address is deleted for good. A newsletter address stays on the unsubscribed list so it is never mailed again.',
} as const;
