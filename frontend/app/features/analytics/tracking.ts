/**
 * Visitor analytics through the direct table calls (spec section 7). Callers use these
 * functions and never talk to /rest/v1 themselves. The work itself (tracker.ts, with isbot and
 * the table client) is loaded only once the browser is idle, so tracking never delays rendering;
 * every failure is only a console message.
 */
export interface ChatInteraction {
  conversationId: string;
  message: string;
  isBot: boolean;
  email?: string | null;
}

type Tracker = typeof import('./tracker');

let tracker: Promise<Tracker> | null = null;
let visit: Promise<void> | null = null;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

function load(): Promise<Tracker> {
  tracker ??= whenIdle()
    .then(() => import('./tracker'))
    .catch((error: unknown) => {
      tracker = null;
      throw error;
    });
  return tracker;
}

const warn = (error: unknown) => console.warn('Analytics unavailable:', error instanceof Error ? error.message : error);

/** Once per page load: read the visitor's row, then count the visit or create the row. */
export function trackVisit(): Promise<void> {
  visit ??= load().then((t) => t.recordVisit(), warn);
  return visit;
}

/** A page view (URL, title, UTM values from the query), recorded after the visit itself. */
export function trackPageView(url: string, title: string, search: string): Promise<void> {
  return trackVisit()
    .then(load)
    .then((t) => t.recordPageView(url, title, search), warn);
}

export function logChatInteraction(interaction: ChatInteraction): Promise<void> {
  return load().then((t) => t.recordChatInteraction(interaction), warn);
}
