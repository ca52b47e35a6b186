/**
 * The only script a prerendered page asks for while it loads (tooling/prerender/snapshot.ts puts it where the app's
 * entry was, naming the entry in `data-app`). It adds the app's entry once the page has painted: the page's content
 * needs no script, so nothing the app needs is fetched or run before the first paint, and the app's start-up competes
 * with nothing the page shows. A tab opened in the background paints, and so starts the app, once shown; and after
 * `FALLBACK_MS` in any case.
 *
 * Built on its own (bootScriptPlugin, tooling/webpack/plugins.ts), without the federation runtime: keep it small
 * and free of imports.
 */
const FALLBACK_MS = 3000;

const app = document.currentScript?.dataset.app;
let started = false;

function start(): void {
  if (started || !app) return;
  started = true;
  const script = document.createElement('script');
  script.src = app;
  document.head.append(script);
}

new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName('first-contentful-paint').length === 0) return;
  observer.disconnect();
  start();
}).observe({ type: 'paint', buffered: true });
setTimeout(start, FALLBACK_MS);
