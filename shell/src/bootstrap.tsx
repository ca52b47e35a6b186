import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { RemoteRegistry } from './federation/remote-registry';
import { analytics } from './features/analytics/analytics';
import { prerenderedRoot } from './prerendered';

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
  // Hydrated in a transition, so React works in slices and the page stays responsive meanwhile. The page suspends
  // until its remote has loaded; the prerendered markup stays on screen until then.
  startTransition(() => {
    hydrateRoot(prerendered, app, {
      onRecoverableError: (error) =>
        // A snapshot older than the remote that now serves the page (or a page whose first render depends on the
        // browser) differs from what React renders: React renders it afresh, and says so here.
        console.warn('[mediavelocity] The prerendered page differed from the app; it was rendered afresh.', error),
    });
  });
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(app);
}
