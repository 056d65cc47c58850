/**
 * How the console recognises a bot reply that did not answer: the embedded engine's "not
 * found" reply (backend/src/chatbot-webhook/router/replies.ts, both languages) and the spec's
 * fallback after a connection failure. The visitor message just before such a reply is an
 * unanswered question.
 */
export const UNANSWERED_REPLY_PREFIXES = [
  "I couldn't find an answer to that on our site.",
  "Je n'ai pas trouvé de réponse à cette question sur notre site.",
  "I'm sorry, I encountered a connection issue.",
];
