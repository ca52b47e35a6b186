import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { RemoteRegistry } from './federation/remote-registry';
import { analytics } from './features/analytics/analytics';
import { prerenderedFrom, prerenderedRoot } from './prerendered';

const registry = new RemoteRegistry({ registerRemotes, loadRemote });

registry.runtimeConfig().then(
  (config) => {
    analytics.configure(config.gaMeasurementId);
    if (process.env.NODE_ENV === 'development') {
      void import('./federation/dev-live-reload').then((dev) => dev.reloadOnRemoteRebuild(config.remotes));
    }
  },
  () => analytics.configure(''),
);

const app = (
  <StrictMode>
    <App registry={registry} />
  </StrictMode>
);

const prerendered = prerenderedRoot();
const publish = window.__mvPrerender;
if (publish) {
  import('./prerender/render-page')
    .then(({ renderPage }) => renderPage(app, registry))
    .then(
      (page) => publish(page),
      (error: unknown) => publish({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
} else if (prerendered) {
  void takeOver(prerendered);
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(app);
}

/**
 * Takes a prerendered page over. Its markup is hydrated (in a transition, so React works in slices and the page stays
 * responsive meanwhile; the page suspends until its remote has loaded, with the prerendered markup on screen) when
 * it was made from the version of its remote that is live now. A remote deployed since the page was prerendered
 * renders its page afresh, replacing the markup once its page is ready, rather than failing to match it.
 */
async function takeOver(root: HTMLElement): Promise<void> {
  const from = prerenderedFrom(root);
  if (from) {
    await registry.settled();
    const live = registry.liveEntry(from.name);
    if (live !== undefined && live !== from.entry) {
      console.info(`[mediavelocity] Prerendered from another ${from.name} version: rendering.`);
      startTransition(() => createRoot(root).render(app));
      return;
    }
  }
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) =>
        // A page whose first render depends on the browser differs from its prerendered markup: React renders it
        // afresh, and says so here.
        console.warn('[mediavelocity] The prerendered page differed from the app; it was rendered afresh.', error),
    });
  });
}
