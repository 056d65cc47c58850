import { site } from '~/content/site';

/** Texts of the chat widget; the fallback reply and the toast are the spec's, word for word. */
export const chatCopy = {
  launcherOpen: 'Open chat with our AI assistant',
  launcherClose: 'Close chat',
  title: 'AI Assistant',
  online: 'Online',
  greeting: `Hi! I'm the ${site.name} assistant. Ask me about our services, the industries we serve, implementation or security, or book a demo.`,
  placeholder: 'Type your message...',
  inputLabel: 'Message',
  send: 'Send message',
  expand: 'Expand chat',
  shrink: 'Shrink chat',
  close: 'Close chat',
  conversation: 'Conversation',
  typing: 'AI Assistant is typing',
  fallback: "I'm sorry, I encountered a connection issue. Please try again or contact support if the problem persists.",
  toast: {
    title: 'Connection Issue',
    description: "We're experiencing some technical difficulties. Your messages are still being saved in our system.",
  },
} as const;

/** Spec section 9: the answer shows after a 1-second delay; a failed request is retried after it. */
export const CHAT_REPLY_DELAY_MS = 1000;
