import type { ComponentType } from 'react';
import { RemoteRegistry } from '../../../federation/remote-registry';
import { config, fakeFederation, fakeFetch, manifest, toolsRoutes } from '../../../federation/__tests__/fake-remotes';
import { pageLoaded, pageReady } from '../../../app/page-loaded';
import { firstImagePart, prefetchFirstImage, prefetchThrough } from '../link-prefetcher';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('prefetch: what a page needs, fetched ahead of the visit', () => {
  const toolsManifest = {
    ...manifest(['/tools', '/calculator'], 'v/1'),
    exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] } } }],
    metaData: {
      ...manifest(['/tools', '/calculator'], 'v/1').metaData,
      pages: {
        '/calculator': { js: ['vendor.js', 'calculator-page.js'], css: ['calculator-page.css'] },
        '/tools': { js: ['vendor.js', 'tools-page.js'], css: [] },
      },
    },
  };
  const base = 'http://t.test/v2/v/1/';

  function prefetching(
    modules: Record<string, unknown> = { 'tools/routes': { routes: toolsRoutes } },
    pause?: () => Promise<void>,
  ) {
    const answers: Record<string, unknown> = {
      '/runtime-config.json': config,
      [config.remotes.portfolio]: manifest(['/']),
      [config.remotes.tools]: toolsManifest,
    };
    const fetchJson = jest.fn(fakeFetch(answers));
    const prefetched = jest.fn();
    const images = jest.fn(async () => undefined);
    const preloaded = jest.fn();
    const federation = fakeFederation(modules);
    const registry = new RemoteRegistry(federation, fetchJson, '/runtime-config.json', () => undefined);
    const prefetch = prefetchThrough(registry, prefetched, images, preloaded, pause);
    return { registry, prefetch, federation, fetchJson, prefetched, images, preloaded, answers };
  }

  it("fetches the remote's routes module and the page's files, each once, and loads its entry, not its routes", async () => {
    const { prefetch, federation, prefetched, images } = prefetching();
    await prefetch('/calculator', 'sight');
    expect(images.mock.calls).toEqual([['/calculator']]);
    expect(prefetched.mock.calls.map(([url]) => url)).toEqual([
      `${base}routes.js`,
      `${base}vendor.js`,
      `${base}calculator-page.js`,
      `${base}calculator-page.css`,
    ]);
    await prefetch('/tools', 'sight');
    // What /calculator brought is not asked for again: only the page's own file.
    expect(prefetched.mock.calls.slice(4).map(([url]) => url)).toEqual([`${base}tools-page.js`]);
    // The entry, served `no-cache`, is run rather than fetched: a fetched copy would be fetched again at the click.
    expect(prefetched).not.toHaveBeenCalledWith(`${base}remoteEntry.js`);
    expect(federation.loadEntry.mock.calls).toEqual([['tools', `${base}remoteEntry.js`]]);
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });

  it('does not fetch again a file the page has fetched already (a chunk pages share)', async () => {
    const fetchedHere = jest.fn((name: string) => (name === `${base}vendor.js` ? [{ name }] : []));
    Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: fetchedHere });
    try {
      const { prefetch, prefetched } = prefetching();
      await prefetch('/calculator', 'sight');
      expect(prefetched.mock.calls.map(([url]) => url)).toEqual([
        `${base}routes.js`,
        `${base}calculator-page.js`,
        `${base}calculator-page.css`,
      ]);
      expect(fetchedHere).toHaveBeenCalledWith(`${base}vendor.js`, 'resource');
    } finally {
      Reflect.deleteProperty(performance, 'getEntriesByName');
    }
  });

  it('on sight, takes each step in an idle moment of its own: the entry, then each file, then the image', async () => {
    const idle: (() => void)[] = [];
    const pause = jest.fn(() => new Promise<void>((resolve) => idle.push(resolve)));
    const { prefetch, federation, prefetched, images } = prefetching(undefined, pause);
    const settle = () => new Promise((resolve) => setTimeout(resolve));
    const nextIdle = async () => {
      await settle();
      expect(idle).toHaveLength(1);
      idle.shift()?.();
      await settle();
    };
    const done = prefetch('/calculator', 'sight');
    await settle();
    expect(federation.loadEntry).not.toHaveBeenCalled();
    await nextIdle();
    expect(federation.loadEntry).toHaveBeenCalledTimes(1);
    expect(prefetched).not.toHaveBeenCalled();
    for (const count of [1, 2, 3, 4]) {
      await nextIdle();
      expect(prefetched).toHaveBeenCalledTimes(count);
    }
    expect(images).not.toHaveBeenCalled();
    await nextIdle();
    await done;
    expect(images.mock.calls).toEqual([['/calculator']]);
    // Intent does not wait: the visitor may click next.
    pause.mockClear();
    await prefetch('/tools', 'intent');
    expect(pause).not.toHaveBeenCalled();
  });

  it('on intent after sight, loads the routes on the entry loaded on sight: each once', async () => {
    const { registry, prefetch, federation, prefetched } = prefetching();
    await prefetch('/calculator', 'sight');
    await new Promise((resolve) => setTimeout(resolve));
    expect(registry.steps('tools')).toEqual({ entry: 'ready', routes: undefined });
    await prefetch('/calculator', 'intent');
    await new Promise((resolve) => setTimeout(resolve));
    expect(registry.steps('tools')).toEqual({ entry: 'ready', routes: 'ready' });
    expect(federation.loadEntry).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote.mock.calls).toEqual([['tools/routes']]);
    expect(prefetched.mock.calls.filter(([url]) => url === `${base}routes.js`)).toHaveLength(1);
  });

  it('on sight, is silent about an entry that does not load, asks it no more, and leaves the visit to try it again', async () => {
    const { registry, prefetch, federation, prefetched } = prefetching();
    federation.loadEntry.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await prefetch('/calculator', 'sight');
    await new Promise((resolve) => setTimeout(resolve));
    expect(registry.steps('tools').entry).toBe('failed');
    prefetched.mockClear();
    await prefetch('/tools', 'sight');
    await prefetch('/tools', 'intent');
    expect(prefetched).not.toHaveBeenCalled();
    expect(federation.loadEntry).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
    await expect(registry.loadRoutes('tools')).resolves.toEqual(toolsRoutes);
    expect(federation.loadEntry).toHaveBeenCalledTimes(2);
  });

  it('on intent, loads the page as a visit would (entry, routes, then its module: once, the visit finds them loaded)', async () => {
    const page = jest.fn(async () => () => null);
    const { registry, prefetch, federation, prefetched } = prefetching({
      'tools/routes': { routes: [{ path: '/calculator', page }] },
    });
    await prefetch('/calculator', 'intent');
    expect(prefetched).not.toHaveBeenCalledWith(`${base}remoteEntry.js`);
    // The routes module was still to load: the page's files are fetched meanwhile.
    expect(prefetched).toHaveBeenCalledWith(`${base}calculator-page.js`);
    await new Promise((resolve) => setTimeout(resolve));
    expect(federation.loadEntry.mock.calls).toEqual([['tools', `${base}remoteEntry.js`]]);
    expect(federation.loadRemote.mock.calls).toEqual([['tools/routes']]);
    expect(page).toHaveBeenCalledTimes(1);
    expect(pageReady(registry, '/calculator')).toBe(true);
    await pageLoaded(registry, '/calculator');
    expect(federation.loadEntry).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it("on intent with the remote's routes in, loads the page and leaves its files to its own load", async () => {
    const page = jest.fn(async () => () => null);
    const { registry, prefetch, prefetched, images } = prefetching({
      'tools/routes': { routes: [{ path: '/calculator', page }] },
    });
    await registry.routed('/calculator');
    await registry.loadRoutes('tools');
    await prefetch('/calculator', 'intent');
    await new Promise((resolve) => setTimeout(resolve));
    expect(page).toHaveBeenCalledTimes(1);
    expect(prefetched).not.toHaveBeenCalled();
    expect(images.mock.calls).toEqual([['/calculator']]);
  });

  it('on intent, is silent about a page that does not load, and leaves the visit to load it again', async () => {
    const page = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(() => null);
    const { registry, prefetch } = prefetching({ 'tools/routes': { routes: [{ path: '/calculator', page }] } });
    await prefetch('/calculator', 'intent');
    await new Promise((resolve) => setTimeout(resolve));
    expect(page).toHaveBeenCalledTimes(1);
    expect(pageReady(registry, '/calculator')).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    await pageLoaded(registry, '/calculator');
    expect(page).toHaveBeenCalledTimes(2);
    expect(pageReady(registry, '/calculator')).toBe(true);
  });

  it('on intent, is silent about routes that do not load: the visit reports it, once, and is not loaded again', async () => {
    const { registry, prefetch, federation } = prefetching({ 'tools/routes': new Error('ScriptExternalLoadError') });
    await prefetch('/calculator', 'intent');
    await new Promise((resolve) => setTimeout(resolve));
    expect(registry.steps('tools').routes).toBe('failed');
    expect(console.error).not.toHaveBeenCalled();
    await expect(registry.loadRoutes('tools')).rejects.toThrow(/did not load/);
    await expect(registry.loadRoutes('tools')).rejects.toThrow(/did not load/);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("on a press, asks for the page's files at once (the copies of style sheets left out), once, while the remote's routes are to load", async () => {
    const copy = document.head.appendChild(document.createElement('link'));
    copy.dataset.href = `${base}calculator-page.css`;
    try {
      const { prefetch, preloaded } = prefetching({
        'tools/routes': { routes: [{ path: '/calculator', page: async () => () => null }] },
      });
      const pressed = prefetch('/calculator', 'press');
      void prefetch('/calculator', 'press');
      await pressed;
      expect(preloaded.mock.calls.map(([url]) => url)).toEqual([`${base}vendor.js`, `${base}calculator-page.js`]);
    } finally {
      copy.remove();
    }
  });

  it("on a press, asks for no file ahead once the remote's routes are loaded: the page's module asks at once", async () => {
    const { registry, prefetch, preloaded } = prefetching({
      'tools/routes': { routes: [{ path: '/calculator', page: async () => () => null }] },
    });
    await registry.loadRoutes('tools');
    await prefetch('/calculator', 'press');
    expect(preloaded).not.toHaveBeenCalled();
  });

  it("on a press, loads the page as the click's render will: the remote's routes, then the page's module, once", async () => {
    const page = jest.fn(async () => () => null);
    const routes = [
      { path: '/tools', page: async () => () => null },
      { path: '/calculator', page },
    ];
    const { registry, prefetch, federation, prefetched } = prefetching({ 'tools/routes': { routes } });
    await prefetch('/calculator', 'press');
    expect(federation.loadRemote.mock.calls).toEqual([['tools/routes']]);
    expect(page).toHaveBeenCalledTimes(1);
    // What the render asks for next is there: no suspension, nothing loaded twice.
    expect(registry.loaded('tools', routes[1]).page).toBeDefined();
    await prefetch('/calculator', 'press');
    expect(page).toHaveBeenCalledTimes(1);
    expect(prefetched).not.toHaveBeenCalled();
  });

  it("on a press, leaves a page that does not load to the click's render, silently", async () => {
    const page = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const route = { path: '/calculator', page };
    const { registry, prefetch } = prefetching({ 'tools/routes': { routes: [route] } });
    await expect(prefetch('/calculator', 'press')).resolves.toBeUndefined();
    // The render meets the failure itself (and shows its Retry panel): the same attempt, not a second one.
    await expect(registry.loadPage('tools', route)).rejects.toThrow('ChunkLoadError');
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('leaves out a stylesheet the prerendered page links a copy of (named by its own address), and only that', async () => {
    const copy = document.head.appendChild(document.createElement('link'));
    copy.rel = 'stylesheet';
    copy.href = '/remote-styles/calculator-page.css';
    copy.dataset.href = `${base}calculator-page.css`;
    try {
      const { prefetch, prefetched } = prefetching();
      await prefetch('/calculator', 'sight');
      expect(prefetched.mock.calls.map(([url]) => url)).toEqual([
        `${base}routes.js`,
        `${base}vendor.js`,
        `${base}calculator-page.js`,
      ]);
    } finally {
      copy.remove();
    }
  });

  it('leaves out the entry and routes module of a remote already loaded', async () => {
    const { registry, prefetch, prefetched } = prefetching();
    await registry.loadRoutes('tools');
    prefetched.mockClear();
    await prefetch('/tools', 'sight');
    expect(prefetched.mock.calls.map(([url]) => url)).toEqual([`${base}vendor.js`, `${base}tools-page.js`]);
  });

  it('asks nothing of a remote that failed to load, until a Retry; and is silent about it', async () => {
    const { registry, prefetch, prefetched } = prefetching({ 'tools/routes': new Error('ScriptExternalLoadError') });
    await expect(registry.loadRoutes('tools')).rejects.toThrow(/did not load/);
    prefetched.mockClear();
    await expect(prefetch('/calculator', 'sight')).resolves.toBeUndefined();
    expect(prefetched).not.toHaveBeenCalled();
    registry.reset(['tools']);
    await prefetch('/calculator', 'sight');
    expect(prefetched).toHaveBeenCalledWith(`${base}calculator-page.js`);
  });

  it('asks nothing of a remote whose manifest did not load, and does not ask for the manifest again', async () => {
    const { prefetch, prefetched, fetchJson, answers } = prefetching();
    answers[config.remotes.tools] = new Error('connection refused');
    await prefetch('/calculator', 'sight');
    await prefetch('/tools', 'sight');
    expect(prefetched).not.toHaveBeenCalled();
    expect(fetchJson.mock.calls.filter(([url]) => url === config.remotes.tools)).toHaveLength(1);
  });

  it('fetches nothing of a remote built against another React', async () => {
    const { prefetch, prefetched, answers } = prefetching();
    answers['/runtime-config.json'] = { ...config, shared: { react: '18.3.1' } };
    answers[config.remotes.tools] = { ...toolsManifest, shared: [{ name: 'react', requiredVersion: '^19.0.0' }] };
    await prefetch('/calculator', 'sight');
    expect(prefetched).not.toHaveBeenCalled();
  });

  it('reads a manifest older than MANIFEST_FRESH_MS again once, for the prefetch and the visit after it', async () => {
    const { registry, prefetch, fetchJson, federation } = prefetching();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await registry.routed('/nowhere');
    now.mockReturnValue(1_000_000 + 11_000);
    const reads = () => fetchJson.mock.calls.filter(([url]) => url === config.remotes.tools).length;
    await prefetch('/calculator', 'sight');
    expect(reads()).toBe(2);
    await registry.loadRoutes('tools');
    expect(reads()).toBe(2);
    expect(federation.loadEntry).toHaveBeenCalledWith('tools', `${base}remoteEntry.js`);
  });
});

describe("prefetchFirstImage: the page's first image, as its prerendered HTML shows it", () => {
  const html = `<!doctype html><html><head><title>Work</title></head><body><div id="root"><main>
    <picture><source type="image/avif" srcset="/a-480.avif 480w, /a-960.avif 960w" sizes="50vw">
      <img src="/a-1600.jpg" srcset="/a-480.jpg 480w" sizes="50vw" alt="" fetchpriority="high"></picture>
    <img src="/b.jpg" alt="" loading="lazy"></main></div></body></html>`;

  it('makes a copy of its <picture>, outside the document, for the browser to fetch', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(html));
    const imported = jest.spyOn(document, 'importNode');
    await prefetchFirstImage('/work');
    expect(fetch).toHaveBeenCalledWith('/work', { priority: 'low' });
    const copy = imported.mock.results[0]?.value as Element;
    expect(copy.localName).toBe('picture');
    expect(copy.querySelector('source')?.getAttribute('srcset')).toBe('/a-480.avif 480w, /a-960.avif 960w');
    expect(copy.querySelector('img')?.getAttribute('sizes')).toBe('50vw');
    expect(copy.isConnected).toBe(false);
  });

  it('parses only the part of the page that holds it: from <main> to the end of its <picture>', () => {
    const part = firstImagePart(html) ?? '';
    expect(part.startsWith('<main>')).toBe(true);
    expect(part.endsWith('</picture>')).toBe(true);
    expect(part).not.toContain('/b.jpg');
    // React's static renderer writes the attribute as `fetchPriority`; a bare <img> ends at its own tag.
    const bare =
      '<header><img src="/logo.svg" fetchPriority="high"></header><main class="x"><p>Hi</p><img src="/c.jpg" fetchPriority="high" alt=""/><img src="/d.jpg"></main>';
    expect(firstImagePart(bare)).toBe('<main class="x"><p>Hi</p><img src="/c.jpg" fetchPriority="high" alt=""/>');
    // A picture that closed before the image does not hold it.
    const after =
      '<main><picture><img src="/e.jpg"></picture><img src="/f.jpg" fetchpriority="high"><picture><img src="/g.jpg"></picture></main>';
    expect(firstImagePart(after)).toBe(
      '<main><picture><img src="/e.jpg"></picture><img src="/f.jpg" fetchpriority="high">',
    );
    expect(firstImagePart('<main><img src="/h.jpg"></main>')).toBeNull();
    expect(firstImagePart('<div><img src="/i.jpg" fetchpriority="high"></div>')).toBeNull();
  });

  it('fetches nothing more for a page without one, or an answer that is not the page', async () => {
    const imported = jest.spyOn(document, 'importNode');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<main><p>No photo</p></main>'));
    await prefetchFirstImage('/calculator');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Not found', { status: 404 }));
    await prefetchFirstImage('/gone');
    expect(imported).not.toHaveBeenCalled();
  });
});
