import { readManifest } from '../check';
import { ProbeError } from '../check';
import { manifest } from './fake-site';

const url = 'https://mediavelocity-tools.web.app/mf-manifest.json';

describe("a remote's manifest", () => {
  it.each([
    ['', 'https://mediavelocity-tools.web.app/remoteEntry.js'],
    ['v/1.0.0-3fa2b1c9', 'https://mediavelocity-tools.web.app/v/1.0.0-3fa2b1c9/remoteEntry.js'],
    ['v/1.0.0-3fa2b1c9/', 'https://mediavelocity-tools.web.app/v/1.0.0-3fa2b1c9/remoteEntry.js'],
    [undefined, 'https://mediavelocity-tools.web.app/remoteEntry.js'],
  ])('with remoteEntry.path %j has its entry at %s', (path, expected) => {
    const json = { metaData: { remoteEntry: { name: 'remoteEntry.js', path }, routes: [] } };
    expect(readManifest(json, url).entryUrl).toBe(expected);
  });

  it('gives the name, version, entry and shared ranges, sorted by library', () => {
    const facts = readManifest(manifest('tools', { version: '1.0.0-3fa2b1c9', path: 'v/1.0.0-3fa2b1c9' }), url);
    expect(facts).toEqual({
      name: 'tools',
      version: '1.0.0-3fa2b1c9',
      entryUrl: 'https://mediavelocity-tools.web.app/v/1.0.0-3fa2b1c9/remoteEntry.js',
      shared: [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: 'react-dom', requiredVersion: '^19.3.1' },
        { name: 'react-router-dom', requiredVersion: '^7.18.5' },
        { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
      ],
      federationRuntime: '2.9.2',
    });
  });

  it('takes `requiredVersion: false` as any version, and a manifest sharing nothing', () => {
    const json = {
      metaData: { remoteEntry: { name: 'remoteEntry.js' }, routes: [] },
      shared: [{ name: 'react', requiredVersion: false }],
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
    [null, 'no metaData.remoteEntry.name'],
    [[], 'no metaData.remoteEntry.name'],
    [{ metaData: { routes: ['/tools'] } }, 'no metaData.remoteEntry.name'],
    [{ metaData: { remoteEntry: { name: '' }, routes: ['/tools'] } }, 'no metaData.remoteEntry.name'],
    [{ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, 'no metaData.routes'],
    [{ metaData: { remoteEntry: { name: 'remoteEntry.js' }, routes: [1] } }, 'no metaData.routes'],
  ])('refuses %j, as the shell would', (json, missing) => {
    expect(() => readManifest(json, url)).toThrow(ProbeError);
    expect(() => readManifest(json, url)).toThrow(`not a remote manifest: ${missing}`);
  });
});
