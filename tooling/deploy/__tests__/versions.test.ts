import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  KEEP_VERSIONS,
  liveVersion,
  publish,
  publishedVersions,
  readReleases,
  ReleaseError,
  rollback,
  versionOf,
} from '../versions';

let root: string;
let site: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
  site = path.join(root, 'site');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build folder as webpack leaves it: a manifest, an entry and a chunk whose text varies with `label`. */
function build(label: string): string {
  const dir = path.join(root, `build-${label}`);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: 'tools',
    name: 'tools',
    metaData: {
      name: 'tools',
      buildInfo: { buildVersion: '1.2.0', buildName: '@mediavelocity/tools' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      routes: ['/tools'],
    },
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }],
    exposes: [],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  writeFileSync(path.join(dir, `page.${label.padEnd(8, '0').slice(0, 8)}.js`), `text("${label}")`);
  return dir;
}

const pointer = () =>
  JSON.parse(readFileSync(path.join(site, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { path: string; name: string }; buildInfo: { buildVersion: string }; routes: string[] };
    shared: unknown[];
  };

describe('versionOf', () => {
  it('is the package version and a hash of the files: the same build, the same version', () => {
    const a = versionOf(build('a'));
    expect(a).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    expect(versionOf(path.join(root, 'build-a'))).toBe(a);
    expect(versionOf(build('b'))).not.toBe(a);
  });

  it('refuses a folder that is not a remote build', () => {
    const dir = path.join(root, 'empty');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"metaData":{}}');
    expect(() => versionOf(dir)).toThrow(
      /mf-manifest\.json is not a Mediavelocity remote manifest: no metaData\.remoteEntry\.name/,
    );
  });
});

describe('publish', () => {
  it('copies the build under v/<version>/ and points the site manifest at it', () => {
    const result = publish(build('a'), site, new Date('2026-11-23T10:00:00Z'));
    expect(result).toMatchObject({ previous: undefined, uploaded: true, pruned: [] });
    const dir = path.join(site, 'v', result.version);
    expect(readdirSync(dir).sort()).toEqual(['mf-manifest.json', 'page.a0000000.js', 'remoteEntry.js']);
    // The copy is the build's own manifest, untouched; the pointer moves the entry and names the version.
    expect(JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData.remoteEntry.path).toBe('');
    expect(pointer().metaData.remoteEntry).toEqual({
      name: 'remoteEntry.js',
      path: `v/${result.version}`,
      type: 'global',
    });
    expect(pointer().metaData.buildInfo.buildVersion).toBe(result.version);
    expect(pointer().metaData.routes).toEqual(['/tools']);
    expect(pointer().shared).toHaveLength(1);
    expect(readReleases(site).releases).toEqual([
      { version: result.version, at: '2026-11-23T10:00:00.000Z', kind: 'publish' },
    ]);
  });

  it('leaves the earlier version in place, byte for byte, and makes the new one live', () => {
    const first = publish(build('a'), site);
    const before = readFileSync(path.join(site, 'v', first.version, 'page.a0000000.js'));
    const second = publish(build('b'), site);
    expect(second).toMatchObject({ previous: first.version, uploaded: true });
    expect(readFileSync(path.join(site, 'v', first.version, 'page.a0000000.js'))).toEqual(before);
    expect(liveVersion(site)).toBe(second.version);
    expect(pointer().metaData.remoteEntry.path).toBe(`v/${second.version}`);
  });

  it('publishing the live build again uploads nothing and records nothing', () => {
    const first = publish(build('a'), site);
    const again = publish(path.join(root, 'build-a'), site);
    expect(again).toMatchObject({ version: first.version, previous: first.version, uploaded: false });
    expect(readReleases(site).releases).toHaveLength(1);
  });

  it(`keeps the ${KEEP_VERSIONS} versions most recently live and removes older ones`, () => {
    const versions = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((label) => publish(build(label), site).version);
    const kept = publishedVersions(site);
    expect(kept).toEqual(versions.slice(-KEEP_VERSIONS));
    expect(existsSync(path.join(site, 'v', versions[0] ?? ''))).toBe(false);
    expect(liveVersion(site)).toBe(versions.at(-1));
  });
});

describe('rollback', () => {
  it('makes the version live before the current one live again, and a second rollback undoes the first', () => {
    const a = publish(build('a'), site).version;
    const b = publish(build('b'), site).version;
    expect(rollback(site)).toEqual({ from: b, to: a });
    expect(pointer().metaData.remoteEntry.path).toBe(`v/${a}`);
    expect(readReleases(site).releases.map((release) => release.kind)).toEqual(['publish', 'publish', 'rollback']);
    expect(rollback(site)).toEqual({ from: a, to: b });
    expect(liveVersion(site)).toBe(b);
  });

  it('goes to a named version', () => {
    const a = publish(build('a'), site).version;
    publish(build('b'), site);
    publish(build('c'), site);
    expect(rollback(site, a).to).toBe(a);
    expect(liveVersion(site)).toBe(a);
  });

  it('says why it cannot roll back', () => {
    expect(() => rollback(site)).toThrow(ReleaseError);
    expect(() => rollback(site)).toThrow(/Nothing has been published/);
    const a = publish(build('a'), site).version;
    expect(() => rollback(site)).toThrow(/only version ever live/);
    expect(() => rollback(site, a)).toThrow(/already live/);
    expect(() => rollback(site, '9.9.9-deadbeef')).toThrow(/9\.9\.9-deadbeef is not published .*published: /);
    expect(liveVersion(site)).toBe(a);
  });
});
