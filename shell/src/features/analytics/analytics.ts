/**
 * GA4 page views and the Core Web Vitals of real visits, off the critical path: with a measurement id configured, the
 * code that talks to gtag (`gtag.ts`, a chunk of its own), gtag.js and the web-vitals chunk are fetched once the page
 * has loaded and the browser is idle; without one, none of them ever is. Page views wait in a queue until then.
 */
import { whenIdleAfterLoad } from '../../lib/idle';

export interface PageView {
  readonly path: string;
  readonly title: string;
}

type Send = (view: PageView) => void;

export function createAnalytics(loadGtag: () => Promise<{ startGtag(id: string): Send }> = () => import('./gtag')) {
  let measurementId: string | undefined;
  let pending: PageView[] = [];
  let send: Send | undefined;

  return {
    /** Called once with the runtime config's id; '' turns analytics off for good (queued views are dropped). */
    configure(id: string): void {
      if (measurementId !== undefined) return;
      measurementId = id;
      if (!id) {
        pending = [];
        return;
      }
      whenIdleAfterLoad(() => {
        loadGtag().then(
          ({ startGtag }) => {
            send = startGtag(id);
            pending.forEach(send);
            pending = [];
          },
          (error: unknown) =>
            console.warn('[mediavelocity] Analytics could not load; the site works without it.', error),
        );
      });
    },
    pageView(view: PageView): void {
      if (send) send(view);
      else if (measurementId !== '') pending.push(view);
    },
  };
}

export const analytics = createAnalytics();
