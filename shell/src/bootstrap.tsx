import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { RemoteRegistry } from './federation/remote-registry';
import { analytics } from './features/analytics/analytics';
import { isPrerenderedCatchAll, prerenderedFrom, prerenderedRoot } from './prerendered';

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
 * it is still the page of this address. Otherwise the app renders the page afresh, replacing the markup once its page
 * is ready, rather than failing to match it:
 * - a remote deployed since the page was prerendered;
 * - the not-found page (served at every address without a page of its own) at an address a remote has a page at
 *   after all (added since the shell's last deploy), or that a remote which could not be reached may have.
 */
async function takeOver(root: HTMLElement): Promise<void> {
  const stale = await staleBecause(root);
  if (stale) {
    console.info(`[mediavelocity] ${stale}: rendering.`);
    startTransition(() => createRoot(root).render(app));
    return;
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

/**
 * Why the prerendered page is not this address's page now, or null when it is. Only a remote's page and the catch-all
 * page can be stale, and only the remotes' manifests tell: those wait for them.
 */
async function staleBecause(root: HTMLElement): Promise<string | null> {
  const from = prerenderedFrom(root);
  const catchAll = isPrerenderedCatchAll(root);
  if (!from && !catchAll) return null;
  await registry.settled();
  if (from) {
    const live = registry.liveEntry(from.name);
    return live !== undefined && live !== from.entry ? `Prerendered from another ${from.name} version` : null;
  }
  return registry.ownerOf(location.pathname) || registry.unreachable().length > 0
    ? 'This address may have a page after all'
    : null;
}
