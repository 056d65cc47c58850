import { sendGaPageView } from './ga';
import { trackPageView } from './tracking';

/**
 * Spec: each page shown sends a page-view event to the analytics tool when one is configured
 * (a console warning otherwise) and records a page view with its UTM values. Every page is its
 * own document, so this runs once per page, after it is idle (islands/boot.ts).
 */
export function trackPageLoad(): void {
  const { pathname, search, origin } = window.location;
  sendGaPageView(pathname + search, document.title);
  void trackPageView(origin + pathname + search, document.title, search);
}
