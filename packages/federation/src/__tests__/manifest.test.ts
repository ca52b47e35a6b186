import { readManifest, RemoteLoadError } from '../manifest';

const url = 'https://mediavelocity-tools.web.app/mf-manifest.json';

/** A remote's mf-manifest.json as the federation plugin writes it, trimmed to what the site reads. */
const manifest = (routes: string[], path = '') => ({
  id: 'tools',
  name: 'tools',
  metaData: {
    name: 'tools',
    buildInfo: { buildVersion: '1.0.0-3fa2b1c9', buildName: '@mediavelocity/tools' },
    remoteEntry: { name: 'remoteEntry.js', path, type: 'global' },
    routes,
    federationRuntime: '2.9.2',
  },
  shared: [
    { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
  ],
  exposes: [] as unknown[],
});

describe("a remote's manifest", () => {
  it.each([
    ['', 'https://mediavelocity-tools.web.app/remoteEntry.js'],
    ['v/1.0.0-3fa2b1c9', 'https://mediavelocity-tools.web.app/v/1.0.0-3fa2b1c9/remoteEntry.js'],
    ['v/1.0.0-3fa2b1c9/', 'https://mediavelocity-tools.web.app/v/1.0.0-3fa2b1c9/remoteEntry.js'],
    [undefined, 'https://mediavelocity-tools.web.app/remoteEntry.js'],
  ])('with remoteEntry.path %j has its entry at %s, relative to the manifest', (path, expected) => {
    const json = { metaData: { remoteEntry: { name: 'remoteEntry.js', path }, routes: [] } };
    expect(readManifest(json, url).entry).toBe(expected);
    expect(readManifest(json, 'http://t.test/v2/mf-manifest.json').entry).toBe(
      expected.replace('https://mediavelocity-tools.web.app/', 'http://t.test/v2/'),
    );
  });

  it('gives the name, version, entry, routes, shared ranges and federation runtime', () => {
    expect(readManifest(manifest(['/tools', '/calculator'], 'v/1.0.0-3fa2b1c9'), url)).toEqual({
      name: 'tools',
      version: '1.0.0-3fa2b1c9',
      entry: 'https://mediavelocity-tools.web.app/v/1.0.0-3fa2b1c9/remoteEntry.js',
      routes: ['/tools', '/calculator'],
      routesScripts: [],
      shared: [
        { name: 'react-dom', requiredVersion: '^19.3.1' },
        { name: 'react', requiredVersion: '^19.3.1' },
      ],
      federationRuntime: '2.9.2',
      pages: undefined,
      fileUrl: expect.any(Function),
    });
  });

  it('finds the scripts of the routes module, and any file of the build, next to the entry', () => {
    const json = {
      ...manifest(['/tools'], 'js/'),
      exposes: [
        { path: './widget', assets: { js: { sync: ['widget.1.js'] } } },
        { path: './routes', assets: { js: { sync: ['__federation_expose_routes.2.js'], async: ['page.3.js'] } } },
      ],
    };
    const read = readManifest(json, 'http://t.test/mf-manifest.json');
    expect(read.routesScripts).toEqual(['http://t.test/js/__federation_expose_routes.2.js']);
    expect(read.fileUrl('page.3.js')).toBe('http://t.test/js/page.3.js');
  });

  it('takes `requiredVersion: false` as any version, and what it does not say as unsaid', () => {
    const json = {
      metaData: { remoteEntry: { name: 'remoteEntry.js' }, routes: [] },
      shared: [{ name: 'react', requiredVersion: false }, null, { requiredVersion: '^1' }],
    };
    expect(readManifest(json, url).shared).toEqual([{ name: 'react', requiredVersion: null }]);
    expect(readManifest({ metaData: { remoteEntry: { name: 'e.js' }, routes: [] } }, url)).toMatchObject({
      name: null,
      version: null,
      shared: [],
      federationRuntime: null,
    });
  });

  it.each([
    [null, 'remoteEntry.name'],
    [[], 'remoteEntry.name'],
    [{ metaData: { routes: ['/tools'] } }, 'remoteEntry.name'],
    [{ metaData: { remoteEntry: { name: '' }, routes: ['/tools'] } }, 'remoteEntry.name'],
    [{ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, 'routes'],
    [{ metaData: { remoteEntry: { name: 'remoteEntry.js' }, routes: [1] } }, 'routes'],
  ])('refuses %j, naming what is missing', (json, missing) => {
    expect(() => readManifest(json, url)).toThrow(RemoteLoadError);
    expect(() => readManifest(json, url)).toThrow(
      `${url} is not a Mediavelocity remote manifest: no metaData.${missing}`,
    );
  });
});
