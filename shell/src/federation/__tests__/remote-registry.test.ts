import type { RemoteRoute } from '@mediavelocity/contract';
import { parseManifest, RemoteRegistry, SITE, type FederationApi } from '../remote-registry';

const manifest = (routes: string[], entryPath = '') => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: entryPath }, routes },
});

const config = {
  remotes: {
    portfolio: 'http://p.test/mf-manifest.json',
    tools: 'http://t.test/v2/mf-manifest.json',
  },
  gaMeasurementId: '',
};

/** A fake network: URL → JSON, or an Error to fail with. */
function fakeFetch(answers: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    const answer = answers[url];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error(`404 ${url}`);
    return answer;
  });
}

function fakeFederation(modules: Record<string, unknown>) {
  const api = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => {
      const module = modules[id];
      if (module instanceof Error) throw module;
      return module ?? null;
    }),
  };
  return api satisfies FederationApi;
}

const toolsRoutes: RemoteRoute[] = [{ path: '/calculator', page: async () => () => null }];

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

describe('parseManifest', () => {
  it('resolves the remote entry against the manifest URL', () => {
    expect(parseManifest('tools', 'http://t.test/v2/mf-manifest.json', manifest(['/tools'])).entry).toBe(
      'http://t.test/v2/remoteEntry.js',
    );
    expect(parseManifest('tools', 'http://t.test/mf-manifest.json', manifest(['/tools'], 'js/')).entry).toBe(
      'http://t.test/js/remoteEntry.js',
    );
  });

  it('finds the scripts of the routes module, next to the entry', () => {
    const json = {
      ...manifest(['/tools'], 'js/'),
      exposes: [
        { path: './widget', assets: { js: { sync: ['widget.1.js'] } } },
        { path: './routes', assets: { js: { sync: ['__federation_expose_routes.2.js'], async: ['page.3.js'] } } },
      ],
    };
    expect(parseManifest('tools', 'http://t.test/mf-manifest.json', json).routesScripts).toEqual([
      'http://t.test/js/__federation_expose_routes.2.js',
    ]);
    expect(parseManifest('tools', 'http://t.test/mf-manifest.json', manifest(['/tools'])).routesScripts).toEqual([]);
  });

  it('refuses a manifest without routes', () => {
    expect(() => parseManifest('tools', 'http://t.test/m.json', { metaData: { remoteEntry: {} } })).toThrow(
      /not a Mediavelocity remote manifest/,
    );
  });
});

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
    await registry.settled();
    expect(registry.ownerOf('/')).toBe('portfolio');
    expect(registry.ownerOf('/projects/conklin')).toBe('portfolio');
    expect(registry.ownerOf('/calculator')).toBe('tools');
    expect(registry.ownerOf('/nowhere')).toBeUndefined();
    expect(registry.unreachable()).toEqual([]);
  });

  it('loads a remote only when asked, once, and registers its entry from the manifest', async () => {
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes } });
    const registry = registryOver(federation);
    await registry.settled();
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
    await registry.settled();
    expect(preload).not.toHaveBeenCalled();
    await registry.loadRoutes('tools');
    expect(preload.mock.calls).toEqual([['http://t.test/v2/r.js']]);
  });

  it('hands out one settled() promise until reset', async () => {
    const fetchJson = jest.fn(fakeFetch({ '/runtime-config.json': config }));
    const registry = new RemoteRegistry(fakeFederation({}), fetchJson);
    const settled = registry.settled();
    expect(registry.settled()).toBe(settled);
    await settled;
    registry.reset([]);
    expect(registry.settled()).not.toBe(settled);
  });

  it('marks a remote whose manifest fails as unreachable, reports it once, and fetches it again after reset', async () => {
    const answers: Record<string, unknown> = {
      '/runtime-config.json': config,
      [config.remotes.portfolio]: manifest(['/']),
      [config.remotes.tools]: new Error('connection refused'),
    };
    const registry = new RemoteRegistry(fakeFederation({}), fakeFetch(answers));
    await registry.settled();
    await registry.settled();
    expect(registry.unreachable()).toEqual(['tools']);
    expect(registry.ownerOf('/tools')).toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(1);

    answers[config.remotes.tools] = manifest(['/tools']);
    registry.reset(['tools']);
    await registry.settled();
    expect(registry.unreachable()).toEqual([]);
    expect(registry.ownerOf('/tools')).toBe('tools');
  });

  it('rejects when the remote will not load, and retries with a forced re-registration after reset', async () => {
    const modules: Record<string, unknown> = { 'tools/routes': new Error('ScriptExternalLoadError') };
    const federation = fakeFederation(modules);
    const registry = registryOver(federation);
    await registry.settled();
    const failed = registry.loadRoutes('tools');
    await expect(failed).rejects.toThrow(/The tools remote did not load \(ScriptExternalLoadError\)/);

    // The failure stays (no request on every render) until a Retry resets it.
    modules['tools/routes'] = { routes: toolsRoutes };
    expect(registry.loadRoutes('tools')).toBe(failed);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    registry.reset(['tools']);
    await registry.settled();
    await expect(registry.loadRoutes('tools')).resolves.toBe(toolsRoutes);
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('refuses a remote module that exports no routes', async () => {
    const registry = registryOver(fakeFederation({ 'tools/routes': { default: {} } }));
    await registry.settled();
    await expect(registry.loadRoutes('tools')).rejects.toThrow(/exports no routes/);
  });

  it('loads another exposed module through the same registration as the routes', async () => {
    const widget = { AccountWidget: () => null };
    const federation = fakeFederation({ 'tools/routes': { routes: toolsRoutes }, 'tools/account-widget': widget });
    const registry = registryOver(federation);
    // No settle() first: loadExposed waits for the manifests itself.
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

  it('puts every path in doubt when the runtime config itself cannot be read', async () => {
    const registry = new RemoteRegistry(fakeFederation({}), fakeFetch({}));
    await registry.settled();
    expect(registry.unreachable()).toEqual([SITE]);
  });
});
