import { act } from 'react';
import { SLOW_NOTICE_MS, type RemoteRoute } from '@mediavelocity/contract';
import { RemoteRegistry } from '../../federation/remote-registry';
import { config, fakeFederation, fakeFetch, manifest } from '../../federation/__tests__/fake-remotes';
import { staleBecause, takeOver } from '../take-over';

const liveEntry = 'http://t.test/v2/v/2/remoteEntry.js';
const page = jest.fn(async () => () => <p>The calculator</p>);
const routes: RemoteRoute[] = [{ path: '/calculator', page }];

function registry(answers: Record<string, unknown> = {}) {
  return new RemoteRegistry(
    fakeFederation({ 'tools/routes': { routes } }),
    fakeFetch({
      '/runtime-config.json': config,
      [config.remotes.portfolio]: manifest(['/']),
      [config.remotes.tools]: manifest(['/calculator'], 'v/2'),
      ...answers,
    }),
  );
}

/** A prerendered #root, as tooling/prerender/snapshot.ts writes it. */
function prerendered(attributes: Record<string, string>): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  root.innerHTML = '<p>The calculator</p>';
  document.body.append(root);
  return root;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/calculator');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('staleBecause', () => {
  it('is null for markup of the version live now, and names why otherwise', async () => {
    const sites = registry();
    await sites.routed('/calculator');
    const current = prerendered({ 'data-remote': 'tools', 'data-remote-entry': liveEntry });
    expect(staleBecause(sites, current, '/calculator')).toBeNull();
    const older = prerendered({ 'data-remote': 'tools', 'data-remote-entry': 'http://t.test/v2/v/1/remoteEntry.js' });
    expect(staleBecause(sites, older, '/calculator')).toBe('Prerendered from another tools version');
    const moved = prerendered({ 'data-remote': 'portfolio', 'data-remote-entry': liveEntry });
    expect(staleBecause(sites, moved, '/calculator')).toBe('The portfolio remote cannot show this page now');
  });

  it('takes the not-found page as it is, unless a remote has a page at the address or cannot say', async () => {
    const sites = registry();
    await sites.routed('/calculator');
    await sites.routed('/lost');
    const notFound = prerendered({ 'data-catch-all': '' });
    expect(staleBecause(sites, notFound, '/lost')).toBeNull();
    expect(staleBecause(sites, notFound, '/calculator')).toBe('This address may have a page after all');

    const down = registry({ [config.remotes.tools]: new Error('refused') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await down.routed('/lost');
    expect(staleBecause(down, notFound, '/lost')).toBe('This address may have a page after all');
  });
});

describe('takeOver', () => {
  const app = <p>The calculator</p>;

  it('hydrates markup that is this page: the same element stays', async () => {
    const root = prerendered({ 'data-remote': 'tools', 'data-remote-entry': liveEntry });
    const shown = root.firstElementChild;
    await act(() => takeOver(root, app, registry()));
    expect(root.firstElementChild).toBe(shown);
    expect(console.info).not.toHaveBeenCalled();
  });

  it('renders stale markup afresh, once the page has loaded, and says why', async () => {
    const root = prerendered({ 'data-remote': 'tools', 'data-remote-entry': 'http://t.test/v2/v/1/remoteEntry.js' });
    const shown = root.firstElementChild;
    await act(() => takeOver(root, app, registry()));
    expect(console.info).toHaveBeenCalledWith(
      '[mediavelocity] Prerendered from another tools version: rendering afresh.',
    );
    expect(page).toHaveBeenCalled();
    expect(root.firstElementChild).not.toBe(shown);
    expect(root).toHaveTextContent('The calculator');
  });

  it('hydrates stale markup as it is when the chunk that renders afresh does not load', async () => {
    jest.doMock('../render-afresh', () => {
      throw new Error('Loading chunk render-afresh failed');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    page.mockClear();
    try {
      const root = prerendered({ 'data-remote': 'tools', 'data-remote-entry': 'http://t.test/v2/v/1/remoteEntry.js' });
      const shown = root.firstElementChild;
      await act(() => takeOver(root, app, registry()));
      expect(page).not.toHaveBeenCalled();
      expect(root.firstElementChild).toBe(shown);
      expect(root).toHaveTextContent('The calculator');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      jest.dontMock('../render-afresh');
    }
  });

  it("drops the stale page's head elements but its title before the fresh one renders", async () => {
    document.head.innerHTML =
      '<title data-mv-prerendered="">Page Not Found</title><meta data-mv-prerendered="" name="robots" content="noindex">';
    const root = prerendered({ 'data-catch-all': '' });
    await act(() => takeOver(root, app, registry()));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('title')).not.toBeNull();
    document.head.innerHTML = '';
  });

  it('waits for a slow manifest no longer than the "taking longer" notice, then hydrates the markup as it is', async () => {
    jest.useFakeTimers();
    try {
      const hung = new RemoteRegistry(fakeFederation({}), (url) =>
        url === '/runtime-config.json' ? Promise.resolve(config) : new Promise(() => undefined),
      );
      const root = prerendered({ 'data-remote': 'tools', 'data-remote-entry': 'http://t.test/v2/v/1/remoteEntry.js' });
      const shown = root.firstElementChild;
      const done = jest.fn();
      void takeOver(root, app, hung).then(done);
      await act(() => jest.advanceTimersByTimeAsync(SLOW_NOTICE_MS - 1));
      expect(done).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(done).toHaveBeenCalled();
      expect(root.firstElementChild).toBe(shown);
      expect(console.info).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
