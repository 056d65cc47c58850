import type { DemoBusiness } from '../assistant/demo-business';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One demo's page: no inline script or style (the strict CSP below allows only this origin's
 * files), the demo's label on top so nobody takes it for the company's own chat, the greeting
 * and first suggestions in the HTML, and a form the external script turns into a conversation.
 */
export function demoPage(demo: DemoBusiness, assetVersion: string): string {
  const suggestions = demo.suggestions.map((s) => `<li><button type="button" class="suggestion">${escape(s)}</button></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Live demo: ${escape(demo.product)} (${escape(demo.business)}, fictional)</title>
<link rel="stylesheet" href="/demos/assets/demo.css?v=${assetVersion}">
<script src="/demos/assets/demo.js?v=${assetVersion}" defer></script>
</head>
<body>
<main id="demo" data-demo="${escape(demo.name)}">
<header class="top">
<p class="badge">Live demo · sample data</p>
<h1>${escape(demo.product)}</h1>
<p class="about">${escape(demo.about)} Nothing you book here reaches anyone, and it is kept apart from real enquiries.</p>
</header>
<ol id="log" class="log" role="log" aria-live="polite" aria-label="Conversation with the ${escape(demo.business)} demo assistant">
<li class="message bot"><span class="who">${escape(demo.business)} assistant (demo)</span><p>${escape(demo.greeting)}</p></li>
</ol>
<ul id="suggestions" class="suggestions" aria-label="Suggested messages">${suggestions}</ul>
<form id="ask" class="ask" autocomplete="off">
<label for="message" class="sr-only">Your message to the demo assistant</label>
<input id="message" name="message" maxlength="500" required placeholder="${escape(demo.placeholder)}">
<button type="submit">Send</button>
</form>
<noscript><p class="about">This demo needs JavaScript.</p></noscript>
</main>
</body>
</html>
`;
}

/** The demo pages' policy: their own script, style and API only; framed by this site only. */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
