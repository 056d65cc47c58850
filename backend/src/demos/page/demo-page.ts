import type { DemoBusiness } from '../assistant/demo-business';
import type { Lang } from '../assistant/parse';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's own words (the business's words come from its copy). */
const PAGE: Record<
  Lang,
  {
    title: (product: string, business: string) => string;
    badge: string;
    apart: string;
    log: (b: string) => string;
    who: (b: string) => string;
    suggestions: string;
    label: string;
    send: string;
    noscript: string;
  }
> = {
  en: {
    title: (product, business) => `Live demo: ${product} (${business}, fictional)`,
    badge: 'Live demo · sample data',
    apart: 'Nothing you book here reaches anyone, and it is kept apart from real enquiries.',
    log: (business) => `Conversation with the ${business} demo assistant`,
    who: (business) => `${business} assistant (demo)`,
    suggestions: 'Suggested messages',
    label: 'Your message to the demo assistant',
    send: 'Send',
    noscript: 'This demo needs JavaScript.',
  },
  fr: {
    title: (product, business) => `Démo en direct : ${product} (${business}, entreprise fictive)`,
    badge: 'Démo en direct · données d’exemple',
    apart: 'Rien de ce que vous réservez ici n’est transmis à qui que ce soit, et tout reste séparé des vraies demandes.',
    log: (business) => `Conversation avec l’assistant de démo de ${business}`,
    who: (business) => `Assistant de ${business} (démo)`,
    suggestions: 'Messages suggérés',
    label: 'Votre message à l’assistant de démo',
    send: 'Envoyer',
    noscript: 'Cette démo a besoin de JavaScript.',
  },
};

/**
 * One demo's page, in English or French (the French products page frames /demos/{demo}?lang=fr):
 * no inline script or style (the strict CSP below allows only this origin's files), the demo's
 * label on top so nobody takes it for the company's own chat, the greeting and first suggestions
 * in the HTML, and a form the external script turns into a conversation in the page's language.
 */
export function demoPage(demo: DemoBusiness, assetVersion: string, lang: Lang = 'en'): string {
  const copy = demo.copy[lang];
  const words = PAGE[lang];
  const suggestions = copy.suggestions.map((s) => `<li><button type="button" class="suggestion">${escape(s)}</button></li>`).join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(words.title(copy.product, copy.business))}</title>
<link rel="stylesheet" href="/demos/assets/demo.css?v=${assetVersion}">
<script src="/demos/assets/demo.js?v=${assetVersion}" defer></script>
</head>
<body>
<main id="demo" data-demo="${escape(demo.name)}" data-lang="${lang}">
<header class="top">
<p class="badge">${escape(words.badge)}</p>
<h1>${escape(copy.product)}</h1>
<p class="about">${escape(copy.about)} ${escape(words.apart)}</p>
</header>
<ol id="log" class="log" role="log" aria-live="polite" aria-label="${escape(words.log(copy.business))}">
<li class="message bot"><span class="who">${escape(words.who(copy.business))}</span><p>${escape(copy.greeting)}</p></li>
</ol>
<ul id="suggestions" class="suggestions" aria-label="${escape(words.suggestions)}">${suggestions}</ul>
<form id="ask" class="ask" autocomplete="off">
<label for="message" class="sr-only">${escape(words.label)}</label>
<input id="message" name="message" maxlength="500" required placeholder="${escape(copy.placeholder)}">
<button type="submit">${escape(words.send)}</button>
</form>
<noscript><p class="about">${escape(words.noscript)}</p></noscript>
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
