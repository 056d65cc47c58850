#!/usr/bin/env node
// POST /api/chatbot-webhook through the product (embedded engine: rule router, retrieval over
// the site's content, answer composition), with the chat rate limits raised through
// configuration. Every 2xx must carry a non-empty `output`. The bare server has no equivalent
// (the work is the engine, not a query), so there is no ratio.
import { drive, emit, startBackend } from './lib.mjs';

const questions = [
  'What does the healthcare assistant do?',
  'How long does implementation take?',
  'Do you work with restaurants?',
  'What are your prices?',
];
const backend = await startBackend({ RATE_LIMIT_CHAT_PER_WINDOW: '100000000', CHAT_ENGINE: 'embedded' });
let empty = 0;
let result;
try {
  result = await drive('POST /api/chatbot-webhook (product)', {
    url: `${backend.base}/api/chatbot-webhook`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: (i) =>
      JSON.stringify({
        message: questions[i % questions.length],
        userEmail: 'unknown',
        sessionId: `sBench${i % 500}`,
        visitorId: 'v_bench',
        source: 'website_chat',
      }),
    onAnswer: (status, body) => {
      if (status === 200 && !(JSON.parse(body).output?.length > 0)) empty++;
    },
  });
} finally {
  await backend.stop();
}
console.log(`answers          ${result.ok} 2xx, ${empty} without an output`);
emit([{ ...result, bare: null, ratio: null, stored: empty === 0 ? 'every 2xx answered' : `${empty} empty` }]);
process.exit(result.errors === 0 && empty === 0 ? 0 : 1);
