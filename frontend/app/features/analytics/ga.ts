import { env } from '~/lib/env';

/** GA4 measurement id, set at build time (VITE_GA_MEASUREMENT_ID); empty means no GA at all. */
export const gaMeasurementId = env.gaMeasurementId;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let warned = false;
let loaded = false;

function loadGa(id: string) {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Sends a GA4 page_view; without a measurement id it only warns on the console, once. */
export function sendGaPageView(path: string, title: string) {
  if (!gaMeasurementId) {
    if (!warned) console.warn('Analytics: no GA measurement id configured; page views are not sent to GA.');
    warned = true;
    return;
  }
  loadGa(gaMeasurementId);
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.href });
}
