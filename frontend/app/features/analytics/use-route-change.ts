import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendGaPageView } from './ga';
import { trackPageView } from './tracking';

/**
 * Spec: on each route change the page scrolls to the top and a page-view event goes to the
 * analytics tool when one is configured, and a page view is recorded in page_views.
 * (Document titles come from each route's `meta`.)
 */
export function useRouteChange() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
    sendGaPageView(location.pathname + location.search, document.title);
  }, [location.pathname, location.search, location.hash]);
  // A jump to an anchor on the same page is not a new page view.
  useEffect(() => {
    void trackPageView(window.location.origin + location.pathname + location.search, document.title, location.search);
  }, [location.pathname, location.search]);
}
