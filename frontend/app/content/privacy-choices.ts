import type { LegalSection } from './legal.types.ts';

/**
 * The "Privacy choices" panel (footer link on every page): visitor analytics off and on again,
 * remembered in the browser; Global Privacy Control (or Do Not Track) means off. Quebec's Law 25
 * asks that tracking be explained and controllable, so the privacy policy gains the sections
 * below. fr/privacy-choices.ts is the French twin.
 */
export const privacyChoicesCopy = {
  footerLink: 'Privacy choices',
  /** Without script the footer link leads to the policy's section on these choices. */
  fallbackHref: '/privacy-policy#privacy-choices',
  title: 'Privacy choices',
  intro:
    'We count visits with a random visitor id kept in your browser. It tells us which pages are read, never who you are. You decide whether we use it.',
  analyticsLabel: 'Visitor analytics',
  analyticsDescription:
    'A random visitor id stored in your browser, the pages you view, the page that brought you here, your browser’s user agent and campaign tags in the page address. No IP address, no advertising, nothing sold.',
  on: 'On',
  off: 'Off',
  turnOff: 'Turn off visitor analytics',
  turnOn: 'Turn on visitor analytics',
  savedOff: 'Visitor analytics are off. The visitor id was removed from this browser and your visits are no longer recorded.',
  savedOn: 'Visitor analytics are on. Thank you for helping us improve the site.',
  signalNotice:
    'Your browser sends a Global Privacy Control or Do Not Track signal, so visitor analytics stay off. To turn them on, first turn off that signal in your browser settings.',
  remembered: 'Your choice is saved in this browser only. Clearing your browser data resets it.',
  policyLink: 'Read our Privacy Policy',
  close: 'Close',
};

/** Sections the privacy policy gains, after "What we collect": the visitor id, what it stores, for how long, and the control. */
export const privacyPolicyAdditions: LegalSection[] = [
  {
    heading: 'The visitor id',
    paragraphs: [
      'On your first visit, your browser creates a random visitor id (it starts with v_) and keeps it in its local storage. It is not a cookie and holds no name, e-mail or IP address. We use it only to count return visits and to see which pages are read.',
      'A chat conversation also gets a random conversation id, kept in session storage and deleted by your browser when you close the tab, and each page load gets a short chat session id.',
    ],
    list: [
      'with the visitor id we store: the number of visits, the time of the last visit, your browser’s user agent, the page that referred you and the first page you opened;',
      'for each page view: the page address and title, and any campaign (UTM) tags in the address;',
      'for the chat assistant: the messages exchanged and, only if you type one, your e-mail address.',
    ],
  },
  {
    heading: 'How long analytics are kept',
    paragraphs: [
      'Visitor records and page views are kept for up to 26 months and chat messages for up to 12 months. The visitor id stays in your browser until you clear your browser data or turn visitor analytics off.',
    ],
  },
  {
    id: 'privacy-choices',
    heading: 'Your privacy choices',
    paragraphs: [
      'The Privacy choices link at the bottom of every page lets you turn visitor analytics off, and on again, at any time. When you turn them off, the visitor id is removed from your browser and no more visits or page views are recorded; your choice is remembered in this browser.',
      'If your browser sends a Global Privacy Control or Do Not Track signal, visitor analytics are off and no visitor id is created, whatever the setting shows.',
      'Turning visitor analytics off does not affect the forms, the chat assistant or the newsletter. To have records already made deleted, write to our privacy officer as described under "Your rights and privacy requests".',
    ],
  },
];
