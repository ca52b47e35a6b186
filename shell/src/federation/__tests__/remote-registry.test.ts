import { DEFAULT_PATIENCE, GIVE_UP_MS, patience, setPatience, type RemoteRoute } from '@mediavelocity/contract';
import { RemoteRegistry, SITE, type FederationApi } from '../remote-registry';
import { config, fakeFederation, fakeFetch, manifest, toolsRoutes } from './fake-remotes';

/** A registry whose network answers with the config and two working manifests (portfolio owns /, tools /tools). */
function registryOver(federation: FederationApi): RemoteRegistry {
  return new RemoteRegistry(
    federation,
    fakeFetch({
      '/runtime-config.json': config,
      [config.remotes.portfolio]: manifest(['/']),
      [config.remotes.tools]: manifest(['/tools']),
    }),
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteRegistry', () => {
  it('finds the owner of a path from the published routes, patterns included', async () => {
    const registry = new RemoteRegistry(
      fakeFederation({}),
      fakeFetch({
        '/runtime-config.json': config,
        [config.remotes.portfolio]: manifest(['/', '/work', '/projects/:slug']),
        [config.remotes.tools]: manifest(['/tools', '/calculator']),
      }),
    );
    await registry.routed('/nowhere');
    expect(registry.ownerOf('/')).toBe('portfolio');
    expect(registry.ownerOf('/projects/conklin')).toBe('portfolio');
    expect(registry.ownerOf('/calculator')).toBe('tools');
    expect(registry.ownerOf('/nowhere')).toBeUndefined();
    expect(registry.unreachable()).toEqual([]);
  });

  it('loads a remote only when asked, once, and registers its entry from the manifest', async () => {
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    const registry = registryOver(federation);
    await registry.routed('/nowhere');
    expect(federation.loadRemote).not.toHaveBeenCalled();

    const first = registry.loadRoutes('tools');
    await expect(first).resolves.toBe(toolsRoutes);
    // The same promise each time: React suspends on it render after render.
    expect(registry.loadRoutes('tools')).toBe(first);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'tools', entry: 'http://t.test/v2/remoteEntry.js' }],
      {
        force: false,
      },
    );
  });

  it("asks the browser for the routes module's scripts as the remote starts loading, once", async () => {
    const preload = jest.fn();
    const tools = { ...manifest(['/tools']), exposes: [{ path: './routes', assets: { js: { sync: ['r.js'] } } }] };
    const registry = new RemoteRegistry(
      fakeFederation({ 'tools/routes': { routes: toolsRoutes } }),
      fakeFetch({
        '/runtime-config.json': config,
        [config.remotes.portfolio]: manifest(['/']),
        [config.remotes.tools]: tools,
      }),
      '/runtime-config.json',
      preload,
    );
    await registry.routed('/nowhere');
    expect(preload).not.toHaveBeenCalled();
    await registry.loadRoutes('tools');
    expect(preload.mock.calls).toEqual([['http://t.test/v2/r.js']]);
  });

  it('hands out one routed() promise per path until reset', async () => {
    const fetchJson = jest.fn(fakeFetch({ '/runtime-config.json': config }));
    const registry = new RemoteRegistry(fakeFederation({}), fetchJson);
    const routed = registry.routed('/tools');
    expect(registry.routed('/tools')).toBe(routed);
    expect(registry.routed('/work')).not.toBe(routed);
    await routed;
    registry.reset([]);
    expect(registry.routed('/tools')).not.toBe(routed);
  });

  it('marks a remote whose manifest fails as unreachable, reports it once, and fetches it again after reset', async () => {
    const answers: Record<string, unknown> = {
      '/runtime-config.json': config,
      [config.remotes.portfolio]: manifest(['/']),
      [config.remotes.tools]: new Error('connection refused'),
    };
    const registry = new RemoteRegistry(fakeFederation({}), fakeFetch(answers));
    await registry.routed('/nowhere');
    await registry.routed('/nowhere');
    expect(registry.unreachable()).toEqual(['tools']);
    expect(registry.ownerOf('/tools')).toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(1);

    answers[config.remotes.tools] = manifest(['/tools']);
    registry.reset(['tools']);
    await registry.routed('/nowhere');
    expect(registry.unreachable()).toEqual([]);
    expect(registry.ownerOf('/tools')).toBe('tools');
  });

  it('rejects when the remote will not load, and retries with a forced re-registration after reset', async () => {
    const modules: Record<string, unknown> = { 'tools/routes': new Error('ScriptExternalLoadError') };
    const federation = fakeFederation(modules);
    const registry = registryOver(federation);
    await registry.routed('/nowhere');
    const failed = registry.loadRoutes('tools');
    await expect(failed).rejects.toThrow(/The tools remote did not load \(ScriptExternalLoadError\)/);

    // The failure stays (no request on every render) until a Retry resets it.
    modules['tools/routes'] = { routes: toolsRoutes };
    expect(registry.loadRoutes('tools')).toBe(failed);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    registry.reset(['tools']);
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('refuses a remote module that exports no routes', async () => {
    const registry = registryOver(fakeFederation({ 'tools/routes': { default: {} } }));
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).rejects.toThrow(/exports no routes/);
  });

  it('loads another exposed module through the same registration as the routes', async () => {
    const widget = { AccountWidget: () => null };
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes }, 'tools/account-widget': widget });
    const registry = registryOver(federation);
    // Nothing awaited first: loadExposed waits for the remote's manifest itself.
    await expect(registry.loadExposed('tools', './account-widget')).resolves.toBe(widget);
    await registry.loadRoutes('tools');
    // Registered once: a second registration with force would drop the modules loaded so far.
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federation.loadRemote.mock.calls.map(([id]) => id)).toEqual(['tools/account-widget', 'tools/routes']);
  });

  it('reports a failed exposed module once, rejects, and forces a fresh registration next time', async () => {
    const modules: Record<string, unknown> = { 'tools/account-widget': new Error('ScriptExternalLoadError') };
    const federation = fakeFederation(modules);
    const registry = registryOver(federation);
    await expect(registry.loadExposed('tools', './account-widget')).rejects.toThrow(/did not load/);
    await expect(registry.loadExposed('tools', './account-widget')).rejects.toThrow(/did not load/);
    expect(console.error).toHaveBeenCalledTimes(1);

    modules['tools/account-widget'] = { AccountWidget: () => null };
    await expect(registry.loadExposed('tools', './account-widget')).resolves.toBe(modules['tools/account-widget']);
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it("sets the runtime config's wait bounds for the whole page; bounds out of order are ignored, with a warning", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const served = { slowNoticeMs: 1000, giveUpMs: 2500, providerGiveUpMs: 3500 };
      await new RemoteRegistry(
        fakeFederation({}),
        fakeFetch({ '/runtime-config.json': { ...config, patience: served } }),
      ).runtimeConfig();
      expect(patience()).toEqual(served);

      setPatience(DEFAULT_PATIENCE);
      const wrong = { ...config, patience: { slowNoticeMs: 6000 } };
      await expect(
        new RemoteRegistry(fakeFederation({}), fakeFetch({ '/runtime-config.json': wrong })).runtimeConfig(),
      ).resolves.toBe(wrong);
      expect(patience()).toBe(DEFAULT_PATIENCE);
      expect(warn).toHaveBeenCalledWith(
        '[mediavelocity] /runtime-config.json: "patience" must have slowNoticeMs < giveUpMs <= providerGiveUpMs. The site\'s own bounds hold.',
      );
    } finally {
      setPatience(DEFAULT_PATIENCE);
    }
  });

  it('puts every path in doubt when the runtime config itself cannot be read', async () => {
    const registry = new RemoteRegistry(fakeFederation({}), fakeFetch({}));
    await registry.routed('/nowhere');
    expect(registry.unreachable()).toEqual([SITE]);
  });
});

describe('a slow remote costs only its own pages', () => {
  /** Lets the promise callbacks queued so far run. */
  const flush = () => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));

  /**
   * A registry over a network where each URL answers when the test says so (or never), asked to route `path`; the
   * runtime config has answered. `answer(url, json)` / `fail(url, error)` answer a request; `routed` is called once
   * the path's owner is known.
   */
  async function routing(path: string) {
    const waiting = new Map<string, { resolve: (json: unknown) => void; reject: (error: Error) => void }>();
    const fetchJson = jest.fn(
      (url: string) =>
        new Promise<unknown>((resolve, reject) => {
          waiting.set(url, { resolve, reject });
        }),
    );
    const answer = async (url: string, json: unknown) => {
      waiting.get(url)?.resolve(json);
      await flush();
    };
    const fail = async (url: string, error: Error) => {
      waiting.get(url)?.reject(error);
      await flush();
    };
    const registry = new RemoteRegistry(fakeFederation({}), fetchJson);
    const routed = jest.fn();
    void registry.routed(path).then(routed);
    await flush();
    await answer('/runtime-config.json', config);
    return { registry, answer, fail, routed };
  }

  it("routes a path as soon as its owner's manifest claims it, while another remote's manifest hangs", async () => {
    const { registry, answer, routed } = await routing('/tools');
    await answer(config.remotes.tools, manifest(['/tools']));
    // The portfolio's manifest has not answered, and need not.
    expect(routed).toHaveBeenCalled();
    expect(registry.ownerOf('/tools')).toBe('tools');
  });

  it('a path no manifest has claimed waits for them all, so a hanging one decides it', async () => {
    const { registry, answer, fail, routed } = await routing('/calculator');
    await answer(config.remotes.portfolio, manifest(['/']));
    expect(routed).not.toHaveBeenCalled();
    // What a real fetch does after GIVE_UP_MS (see fetchJsonWithinTime): the remote is then in doubt, not absent.
    await fail(config.remotes.tools, new Error('did not answer within 5 s'));
    expect(routed).toHaveBeenCalled();
    expect(registry.ownerOf('/calculator')).toBeUndefined();
    expect(registry.unreachable()).toEqual(['tools']);
  });

  it('keeps a path with the remote whose manifest claimed it first', async () => {
    const { registry, answer } = await routing('/shared');
    await answer(config.remotes.tools, manifest(['/shared']));
    await answer(config.remotes.portfolio, manifest(['/shared']));
    expect(registry.ownerOf('/shared')).toBe('tools');
  });

  it('counts a manifest that is not one as a remote that did not load', async () => {
    const registry = new RemoteRegistry(
      fakeFederation({}),
      fakeFetch({
        '/runtime-config.json': config,
        [config.remotes.portfolio]: manifest(['/']),
        [config.remotes.tools]: '<!doctype html><title>Oops</title>',
      }),
    );
    await registry.routed('/tools');
    expect(registry.ownerOf('/tools')).toBeUndefined();
    expect(registry.unreachable()).toEqual(['tools']);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("The tools remote's manifest"),
      expect.objectContaining({ message: expect.stringContaining('not a Mediavelocity remote manifest') }),
    );
  });

  it('gives up on a remote whose entry does not answer after GIVE_UP_MS, and registers it afresh on Retry', async () => {
    jest.useFakeTimers();
    try {
      const federation = fakeFederation({});
      federation.loadRemote.mockImplementation(() => new Promise(() => undefined));
      const registry = registryOver(federation);
      await registry.routed('/nowhere');
      const routes = registry.loadRoutes('tools');
      const outcome = jest.fn();
      routes.catch(outcome);
      await jest.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
      expect(outcome).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'TimeoutError',
          message: `The tools remote did not answer within ${GIVE_UP_MS / 1000} s.`,
        }),
      );

      federation.loadRemote.mockResolvedValue({ routes: toolsRoutes });
      registry.reset(['tools']);
      await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
      expect(federation.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it("loads an exposed module once that remote's manifest is known, whatever the others do", async () => {
    const widget = { AccountWidget: () => null };
    const waiting = new Map<string, (json: unknown) => void>();
    const fetchJson = (url: string) => new Promise<unknown>((resolve) => waiting.set(url, resolve));
    const registry = new RemoteRegistry(fakeFederation({ 'tools/account-widget': widget }), fetchJson);
    const loaded = registry.loadExposed('tools', './account-widget');
    await flush();
    waiting.get('/runtime-config.json')?.(config);
    await flush();
    waiting.get(config.remotes.tools)?.(manifest(['/tools']));
    await expect(loaded).resolves.toBe(widget);
  });
});

describe('checkNavigation: a version deployed while the page is open', () => {
  /** A network whose tools manifest can be repointed, as a deploy does, and a page reload that is only recorded. */
  function deployable() {
    let toolsEntryPath = 'v/1.0.0-aaaaaaaa';
    const fetchJson = jest.fn(async (url: string) => {
      if (url === '/runtime-config.json') return config;
      if (url === config.remotes.portfolio) return manifest(['/']);
      if (url === config.remotes.tools) return manifest(['/tools'], toolsEntryPath);
      throw new Error(`404 ${url}`);
    });
    const reloadPage = jest.fn();
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    const registry = new RemoteRegistry(federation, fetchJson, '/runtime-config.json', () => undefined, reloadPage);
    const deploy = (path: string) => {
      toolsEntryPath = path;
    };
    return { registry, federation, fetchJson, reloadPage, deploy };
  }

  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

  it('does not check the page load itself, nor a path no remote owns', async () => {
    const { registry, fetchJson } = deployable();
    await registry.routed('/nowhere');
    const calls = fetchJson.mock.calls.length;
    await expect(registry.checkNavigation('tools', 'first')).resolves.toBe('current');
    await expect(registry.checkNavigation(undefined, 'second')).resolves.toBe('current');
    expect(fetchJson.mock.calls.length).toBe(calls);
  });

  it('a remote first loaded well after start-up loads the version live then', async () => {
    const { registry, federation, deploy } = deployable();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await registry.routed('/nowhere');
    deploy('v/1.0.1-bbbbbbbb');
    now.mockReturnValue(1_000_000 + 11_000);
    await registry.loadRoutes('tools');
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'tools', entry: 'http://t.test/v2/v/1.0.1-bbbbbbbb/remoteEntry.js' }],
      { force: false },
    );
  });

  it('a remote loaded at start-up uses the manifests just read', async () => {
    const { registry, federation, fetchJson } = deployable();
    await registry.routed('/nowhere');
    const calls = fetchJson.mock.calls.length;
    await registry.loadRoutes('tools');
    expect(fetchJson.mock.calls.length).toBe(calls);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'tools', entry: 'http://t.test/v2/v/1.0.0-aaaaaaaa/remoteEntry.js' }],
      { force: false },
    );
  });

  it('a remote running the live version goes on; one running an older version has the page loaded afresh', async () => {
    const { registry, reloadPage, deploy } = deployable();
    await registry.routed('/nowhere');
    await registry.checkNavigation('tools', 'load');
    await registry.loadRoutes('tools');

    await expect(registry.checkNavigation('tools', 'same-version')).resolves.toBe('current');
    expect(reloadPage).not.toHaveBeenCalled();

    deploy('v/1.0.1-bbbbbbbb');
    const check = registry.checkNavigation('tools', 'after-deploy');
    // The same navigation is asked about on every effect run: one check, one reload.
    expect(registry.checkNavigation('tools', 'after-deploy')).toBe(check);
    await expect(check).resolves.toBe('reload');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('New tools version'));
  });

  it('a manifest that does not answer lets the navigation show the version it has', async () => {
    const { registry, fetchJson, reloadPage } = deployable();
    await registry.routed('/nowhere');
    await registry.checkNavigation('tools', 'load');
    await registry.loadRoutes('tools');
    fetchJson.mockImplementation(async () => {
      throw new Error('offline');
    });
    await expect(registry.checkNavigation('tools', 'offline')).resolves.toBe('current');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('a remote built against another version of a shared library', () => {
  const provided = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };

  it('is refused before any of its code is fetched, reported once, and refused again after a retry', async () => {
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    const preload = jest.fn();
    const registry = new RemoteRegistry(
      federation,
      fakeFetch({
        '/runtime-config.json': { ...config, shared: provided },
        [config.remotes.portfolio]: manifest(['/']),
        [config.remotes.tools]: {
          ...manifest(['/tools']),
          exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.2.js'] } } }],
          shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true }],
        },
      }),
      '/runtime-config.json',
      preload,
    );
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).rejects.toThrow(
      'The tools remote needs react ^18.3.1; the site runs 19.3.1. It is not loaded.',
    );
    expect(federation.registerRemotes).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('needs react ^18.3.1'), '');
    registry.reset(['tools']);
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).rejects.toThrow(/needs react \^18\.3\.1/);
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });

  it('a shell whose runtime config lists no versions leaves the check to the federation runtime', async () => {
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    const registry = new RemoteRegistry(
      federation,
      fakeFetch({
        '/runtime-config.json': config,
        [config.remotes.portfolio]: manifest(['/']),
        [config.remotes.tools]: { ...manifest(['/tools']), shared: [{ name: 'react', requiredVersion: '^18.3.1' }] },
      }),
    );
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
  });
});

describe("a remote built against another version of the federation runtime (it runs on the shell's)", () => {
  /** A registry whose shell runs runtime-core 2.9.2 and whose tools remote's manifest says `federationRuntime`. */
  function registryWith(federationRuntime: string | undefined, federation: FederationApi, preload = jest.fn()) {
    const tools = manifest(['/tools']);
    return new RemoteRegistry(
      federation,
      fakeFetch({
        '/runtime-config.json': { ...config, federationRuntime: '2.9.2' },
        [config.remotes.portfolio]: manifest(['/']),
        [config.remotes.tools]: {
          ...tools,
          metaData: { ...tools.metaData, ...(federationRuntime ? { federationRuntime } : {}) },
          exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.2.js'] } } }],
        },
      }),
      '/runtime-config.json',
      preload,
    );
  }

  it('checks against the version the page runs, when the federation runtime says', async () => {
    const federation = {
      ...fakeFederation({ 'tools/routes': { routes: toolsRoutes } }),
      runtimeVersion: () => '2.10.1',
    };
    const registry = registryWith('2.10.0', federation);
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
    const older = { ...fakeFederation({}), runtimeVersion: () => '2.8.0' };
    const refusing = registryWith('2.9.2', older);
    await refusing.routed('/nowhere');
    await expect(refusing.loadRoutes('tools')).rejects.toThrow(/2\.9\.2; the site runs 2\.8\.0/);
  });

  it('loads one built against the same version, or a patch release apart', async () => {
    for (const version of ['2.9.2', '2.9.0', '2.9.11']) {
      const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
      const registry = registryWith(version, federation);
      await registry.routed('/nowhere');
      await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
    }
  });

  it.each([
    [
      'another minor version',
      '2.10.0',
      'was built against @module-federation/runtime-core 2.10.0; the site runs 2.9.2',
    ],
    ['another major version', '3.9.2', 'was built against @module-federation/runtime-core 3.9.2; the site runs 2.9.2'],
    ['no version at all', undefined, 'does not say which federation runtime it was built against'],
  ])('refuses one built against %s before any of its code is fetched, and says why', async (_, version, message) => {
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    const preload = jest.fn();
    const registry = registryWith(version, federation, preload);
    await registry.routed('/nowhere');
    await expect(registry.loadRoutes('tools')).rejects.toThrow(message);
    expect(federation.registerRemotes).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`The tools remote ${message}`), '');
  });
});

describe('each step has its own state', () => {
  it('loads the entry as a step of its own, and names why it failed', async () => {
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    federation.loadEntry.mockRejectedValueOnce(new Error('ScriptNetworkError: remoteEntry.js'));
    const registry = registryOver(federation);
    await expect(registry.loadRoutes('tools')).rejects.toThrow(
      'The tools remote did not load (ScriptNetworkError: remoteEntry.js).',
    );
    expect(federation.loadRemote).not.toHaveBeenCalled();
    registry.reset(['tools']);
    await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it("keeps each page's component until a Retry forgets its remote's pages", async () => {
    const registry = registryOver(fakeFederation({}));
    const page = jest.fn(async () => () => null);
    const route: RemoteRoute = { path: '/calculator', page };
    const first = registry.loadPage('tools', route);
    expect(registry.loadPage('tools', route)).toBe(first);
    await first;
    registry.reset(['portfolio']);
    expect(registry.loadPage('tools', route)).toBe(first);
    registry.reset(['tools']);
    expect(registry.loadPage('tools', route)).not.toBe(first);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('gives up on a page whose chunk does not arrive after the bound in force', async () => {
    jest.useFakeTimers();
    try {
      const registry = registryOver(fakeFederation({}));
      const outcome = jest.fn();
      registry.loadPage('tools', { path: '/calculator', page: () => new Promise(() => undefined) }).catch(outcome);
      await jest.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
      expect(outcome).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toHaveBeenCalledWith(
        expect.objectContaining({ message: `The tools remote's page did not answer within ${GIVE_UP_MS / 1000} s.` }),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
