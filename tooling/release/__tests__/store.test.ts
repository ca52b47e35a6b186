import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveVersion, publish, publishedVersions, readReleases, rollback, stage } from '../../deploy/versions';
import { ConfigError } from '../../env';
import { FolderStore, GitHubStore, storeFromEnv, type Exec } from '../store';
import { keepRemote, keepShell, recentVersions, restoreRemote, restoreShell, shellVersion } from '../sync';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'store-'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A remote's build as webpack leaves it: a manifest, an entry and a chunk whose text varies with `label`. */
function build(label: string): string {
  const dir = path.join(root, `build-${label}`);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'tools',
    metaData: {
      name: 'tools',
      buildInfo: { buildVersion: '1.2.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      routes: ['/tools'],
    },
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  writeFileSync(path.join(dir, 'page.js'), `text("${label}")`);
  return dir;
}

/** A runner's own folder for the tools site: a fresh one has nothing. */
const runner = (name: string): string => path.join(root, name, 'tools');

describe('stage and makeLive', () => {
  it('serves a staged version beside the live one without making it live', () => {
    const site = runner('here');
    const first = publish(build('a'), site).version;
    const { version, uploaded } = stage(build('b'), site);
    expect(uploaded).toBe(true);
    expect(liveVersion(site)).toBe(first);
    expect(existsSync(path.join(site, 'v', version, 'mf-manifest.json'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(site, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion).toBe(
      first,
    );
  });
});

describe('a durable store in a folder', () => {
  it('brings every kept version, the log and the pointer back to a fresh runner, which can then roll back', async () => {
    const store = new FolderStore(path.join(root, 'store'));
    const first = runner('first');
    const versions = ['a', 'b', 'c'].map((label) => publish(build(label), first).version);
    await keepRemote(store, 'tools', first);

    const fresh = runner('fresh');
    expect(await restoreRemote(store, 'tools', fresh)).toEqual([...versions].reverse());
    expect(publishedVersions(fresh).sort()).toEqual([...versions].sort());
    expect(readReleases(fresh)).toEqual(readReleases(first));
    expect(liveVersion(fresh)).toBe(versions[2]);
    expect(readFileSync(path.join(fresh, 'mf-manifest.json'), 'utf8')).toBe(
      readFileSync(path.join(first, 'mf-manifest.json'), 'utf8'),
    );
    expect(rollback(fresh).to).toBe(versions[1]);
    expect(readFileSync(path.join(fresh, 'v', versions[0] ?? '', 'page.js'), 'utf8')).toBe('text("a")');
  });

  it('keeps no more versions than a site does: what a release prunes leaves the store too', async () => {
    const store = new FolderStore(path.join(root, 'store'));
    const site = runner('here');
    const versions: string[] = [];
    for (const label of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
      versions.push(publish(build(label), site).version);
      await keepRemote(store, 'tools', site);
    }
    expect((await store.versions('tools')).sort()).toEqual(versions.slice(2).sort());
    // A fresh runner gets the five last live, however long the log has grown.
    expect((await restoreRemote(store, 'tools', runner('fresh'))).length).toBe(5);
  });

  it('restores nothing and changes nothing before anything was kept', async () => {
    const store = new FolderStore(path.join(root, 'store'));
    const site = runner('here');
    const version = publish(build('a'), site).version;
    expect(await restoreRemote(store, 'tools', site)).toEqual([]);
    expect(liveVersion(site)).toBe(version);
    expect(await restoreShell(store, path.join(root, 'no-shell'))).toBeUndefined();
  });

  it("keeps the shell's build under a version of its content, and restores it only where there is none", async () => {
    const store = new FolderStore(path.join(root, 'store'));
    const shell = path.join(root, 'shell-dist');
    mkdirSync(shell);
    writeFileSync(path.join(shell, 'calculator.html'), '<p>old</p>');
    const old = await keepShell(store, 'publish', shell);
    writeFileSync(path.join(shell, 'calculator.html'), '<p>new</p>');
    const current = await keepShell(store, 'pages', shell);
    expect(current).not.toBe(old);
    expect(current).toBe(shellVersion(shell));
    expect((await store.readLog('shell'))?.releases.map((release) => release.kind)).toEqual(['publish', 'pages']);

    const fresh = path.join(root, 'fresh-shell');
    expect(await restoreShell(store, fresh)).toBe(current);
    expect(readFileSync(path.join(fresh, 'calculator.html'), 'utf8')).toBe('<p>new</p>');
    expect(await restoreShell(store, fresh)).toBeUndefined();

    // A build here that is not the live one is left alone, unless a production release asks for the live one.
    writeFileSync(path.join(fresh, 'calculator.html'), '<p>local</p>');
    expect(await restoreShell(store, fresh)).toBeUndefined();
    expect(await restoreShell(store, fresh, { replace: true })).toBe(current);
    expect(readFileSync(path.join(fresh, 'calculator.html'), 'utf8')).toBe('<p>new</p>');
    expect(await restoreShell(store, fresh, { replace: true })).toBeUndefined();
  });

  it('refuses a log that is not one', async () => {
    mkdirSync(path.join(root, 'store', 'tools'), { recursive: true });
    writeFileSync(path.join(root, 'store', 'tools', 'releases.json'), '{"versions": []}');
    await expect(new FolderStore(path.join(root, 'store')).readLog('tools')).rejects.toThrow(
      /releases\.json has no "releases" list/,
    );
  });
});

describe('recentVersions', () => {
  it('lists each version once, the most recently live first', () => {
    const at = '2026-11-25T00:00:00.000Z';
    const log = {
      releases: ['a', 'b', 'a', 'c', 'b'].map((version) => ({ version, at, kind: 'publish' as const })),
    };
    expect(recentVersions(log, 5)).toEqual(['b', 'c', 'a']);
    expect(recentVersions(log, 2)).toEqual(['b', 'c']);
  });
});

describe('a durable store in GitHub release assets', () => {
  /** Records each command and answers as `gh` would for a repository with the given release tags. */
  function fakeGh(tags: string[]): { readonly exec: Exec; readonly calls: string[] } {
    const calls: string[] = [];
    const exec: Exec = async (command, args) => {
      calls.push([command, ...args].join(' '));
      const [verb, ...rest] = args;
      if (command !== 'gh') return '';
      if (verb === 'api' && rest.includes('--paginate')) return `${tags.join('\n')}\n`;
      if (verb === 'api' && String(rest[0]).includes('/releases/tags/')) {
        throw new Error('gh api failed: gh: Not Found (HTTP 404)');
      }
      if (verb === 'release' && rest[0] === 'download' && String(rest[1]).endsWith('-log')) {
        throw new Error('gh release download failed: release not found');
      }
      return '';
    };
    return { exec, calls };
  }

  it("lists an app's versions from its release tags, not the log's or another app's", async () => {
    const { exec } = fakeGh(['release-tools-1.0.0-aaaa', 'release-tools-log', 'release-account-1.0.0-bbbb', 'v1']);
    expect(await new GitHubStore('agency/site', exec).versions('tools')).toEqual(['1.0.0-aaaa']);
  });

  it('keeps a version as a tarball on a release of its own, never marked the latest', async () => {
    const { exec, calls } = fakeGh([]);
    await new GitHubStore('agency/site', exec).save('tools', '1.0.0-aaaa', build('a'));
    expect(calls[1]).toMatch(/^tar -czf \S+tools-1\.0\.0-aaaa\.tar\.gz -C \S+build-a \.$/);
    expect(calls[2]).toMatch(
      /^gh api --method POST repos\/agency\/site\/releases -f tag_name=release-tools-1\.0\.0-aaaa .* -f make_latest=false$/,
    );
    expect(calls[3]).toMatch(/^gh release upload release-tools-1\.0\.0-aaaa \S+\.tar\.gz --repo agency\/site$/);
  });

  it('does not upload a version twice', async () => {
    const { exec, calls } = fakeGh(['release-tools-1.0.0-aaaa']);
    await new GitHubStore('agency/site', exec).save('tools', '1.0.0-aaaa', build('a'));
    expect(calls).toHaveLength(1);
  });

  it('has no log before the first release, and creates its release on the first write', async () => {
    const { exec, calls } = fakeGh([]);
    const store = new GitHubStore('agency/site', exec);
    expect(await store.readLog('tools')).toBeUndefined();
    await store.writeLog('tools', { releases: [] });
    expect(calls.slice(-2)).toEqual([
      expect.stringMatching(/^gh api --method POST repos\/agency\/site\/releases -f tag_name=release-tools-log /),
      expect.stringMatching(/^gh release upload release-tools-log \S+releases\.json --clobber --repo agency\/site$/),
    ]);
  });

  it('passes on any other failure of gh, with its message', async () => {
    const exec: Exec = async () => {
      throw new Error('gh release download failed: HTTP 401: Bad credentials');
    };
    await expect(new GitHubStore('agency/site', exec).readLog('tools')).rejects.toThrow(/Bad credentials/);
  });
});

describe('storeFromEnv', () => {
  it('is none when unset, a folder for an absolute path, GitHub for "github"', () => {
    expect(storeFromEnv({})).toBeUndefined();
    expect(storeFromEnv({ RELEASE_STORE: '/srv/releases' })).toBeInstanceOf(FolderStore);
    expect(storeFromEnv({ RELEASE_STORE: 'github', GITHUB_REPOSITORY: 'agency/site' })).toBeInstanceOf(GitHubStore);
  });

  it.each([
    [{ RELEASE_STORE: 'github' }, /GITHUB_REPOSITORY/],
    [{ RELEASE_STORE: 'releases' }, /RELEASE_STORE must be "github" or an absolute folder path/],
  ])('refuses %p, naming the setting', (env, message) => {
    expect(() => storeFromEnv(env)).toThrow(ConfigError);
    expect(() => storeFromEnv(env)).toThrow(message);
  });
});
