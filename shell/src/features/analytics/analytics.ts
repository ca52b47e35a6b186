/**
 * GA4 page views and the Core Web Vitals of real visits, off the critical path: the gtag script and the web-vitals
 * chunk are added only once the page has loaded and the browser is idle, and only when a measurement id is
 * configured. Events sent before gtag.js arrives wait in its own queue (`dataLayer`), which it reads when it does.
 */
import { whenIdleAfterLoad } from '../../lib/idle';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

export interface PageView {
  readonly path: string;
  readonly title: string;
}

export function createAnalytics() {
  let measurementId: string | undefined;
  let pending: PageView[] = [];

  function send(view: PageView): void {
    window.gtag?.('event', 'page_view', {
      page_path: view.path,
      page_location: window.location.origin + view.path,
      page_title: view.title,
    });
  }

  return {
    /** Called once with the runtime config's id; '' turns analytics off for good (queued views are dropped). */
    configure(id: string): void {
      if (measurementId !== undefined) return;
      measurementId = id;
      if (!id) {
        pending = [];
        return;
      }
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = function gtag() {
        // gtag.js reads the Arguments object itself, not an array copy of it.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer?.push(arguments);
      };
      window.gtag('js', new Date());
      // Page views are sent by hand on every route change, so the automatic first one is turned off.
      window.gtag('config', id, { send_page_view: false });
      pending.forEach(send);
      pending = [];
      whenIdleAfterLoad(() => {
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
      });
    },
    pageView(view: PageView): void {
      if (measurementId === undefined) pending.push(view);
      else if (measurementId) send(view);
    },
  };
}

export const analytics = createAnalytics();
