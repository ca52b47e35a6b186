/**
 * Talks to GA4 through gtag: the analytics chunk the shell fetches only with a measurement id (see analytics.ts).
 * Events sent before gtag.js arrives wait in its own queue (`dataLayer`), which it reads when it does.
 */
import type { PageView } from './analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** Sets up gtag for `id`, adds gtag.js and the web-vitals chunk; returns how to send a page view. */
export function startGtag(id: string): (view: PageView) => void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array copy of it.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand on every route change, so the automatic first one is turned off.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  script.onerror = () => console.warn('[mediavelocity] Analytics could not load; the site works without it.');
  document.head.append(script);
  import(/* webpackChunkName: "web-vitals" */ './web-vitals')
    .then(({ reportWebVitals }) => reportWebVitals((name, params) => window.gtag?.('event', name, params)))
    .catch((error: unknown) =>
      console.warn('[mediavelocity] Web Vitals could not load; analytics goes on without them.', error),
    );
  return (view) =>
    window.gtag?.('event', 'page_view', {
      page_path: view.path,
      page_location: window.location.origin + view.path,
      page_title: view.title,
    });
}
