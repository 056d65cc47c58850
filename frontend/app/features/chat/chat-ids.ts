import { chatSessionIdLength } from '@prairieflow/contracts';

export const CONVERSATION_ID_KEY = 'conversation_id';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Spec section 3: `conv_…` kept in session storage (one conversation per browser tab). */
export function readConversationId(): string {
  try {
    const stored = window.sessionStorage.getItem(CONVERSATION_ID_KEY);
    if (stored?.startsWith('conv_')) return stored;
    const created = `conv_${randomString(16)}`;
    window.sessionStorage.setItem(CONVERSATION_ID_KEY, created);
    return created;
  } catch {
    return `conv_${randomString(16)}`;
  }
}

let pageSessionId: string | undefined;

/** Spec section 3: a random 10-character chat session id, new on every page load. */
export function chatSessionId(): string {
  pageSessionId ??= randomString(chatSessionIdLength);
  return pageSessionId;
}
