import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../env';
import { HASHED_FILES, servedConfig } from '../served-config';

interface Site {
  readonly target: string;
  readonly public: string;
  readonly headers: { readonly source?: string; readonly regex?: string }[];
}

const firebaseJson = readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8');
const committed = JSON.parse(firebaseJson) as { hosting: Site[] };

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'served-config-'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function files(folder: string, names: readonly string[]): void {
  for (const name of names) {
    const file = path.join(root, folder, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, name);
  }
}

/** The rule for hashed files of the site `target` in the served config, as a RegExp. */
function hashedRule(target: string): RegExp {
  const served = JSON.parse(servedConfig(firebaseJson, root)) as { hosting: Site[] };
  const index = committed.hosting.findIndex((site) => site.target === target);
  const rule = served.hosting[index]?.headers.find(
    (_, at) => committed.hosting[index]?.headers[at]?.regex === HASHED_FILES,
  );
  if (!rule?.regex) throw new Error(`${target} has no rule for hashed files`);
  return new RegExp(rule.regex);
}

it('rewrites the rule for hashed files of every site firebase.json has', () => {
  for (const site of committed.hosting) {
    expect(site.headers.some(({ regex }) => regex === HASHED_FILES)).toBe(true);
  }
});

it("names the shell's hashed files, and no missing one nor a file that is not hashed", () => {
  files('shell/dist', ['main.a67e64e0.js', 'fonts/inter-latin-400-normal.1a2b3c4d.woff2', 'app.html', 'icon-192.png']);
  // A remote's stylesheet, which the prerender copies to the shell's site once the emulators serve it.
  files('hosting/portfolio', ['v/1.0.0-aaaa1111/562.bf2d868d.css', 'v/1.0.0-aaaa1111/562.91a36aa0.js']);
  const rule = hashedRule('shell');
  expect(rule.test('/remote-styles/562.bf2d868d.css')).toBe(true);
  expect(rule.test('/remote-styles/562.91a36aa0.js')).toBe(false); // only stylesheets are copied
  expect(rule.test('/remote-styles/563.bf2d868d.css')).toBe(false);
  expect(rule.test('/main.a67e64e0.js')).toBe(true);
  expect(rule.test('/fonts/inter-latin-400-normal.1a2b3c4d.woff2')).toBe(true);
  expect(rule.test('/main.deadbeef.js')).toBe(false);
  expect(rule.test('/mainXa67e64e0.js')).toBe(false); // a dot in a name matches a dot only
  expect(rule.test('/icon-192.png')).toBe(false);
});

it("names a remote's hashed files by its release folders, and nothing of another version", () => {
  files('hosting/tools', ['mf-manifest.json', 'v/1.0.0-aaaa1111/remoteEntry.js', 'v/1.0.0-aaaa1111/370.ed12b5b5.js']);
  files('hosting/tools', ['v/1.0.0-bbbb2222/370.13808349.css']);
  const rule = hashedRule('tools');
  expect(rule.test('/v/1.0.0-aaaa1111/370.ed12b5b5.js')).toBe(true);
  expect(rule.test('/v/1.0.0-bbbb2222/370.13808349.css')).toBe(true);
  expect(rule.test('/v/1.0.0-cccc3333/370.ed12b5b5.js')).toBe(false); // a version not published
  expect(rule.test('/370.ed12b5b5.js')).toBe(false); // outside the release folders
  expect(rule.test('/v/1.0.0-aaaa1111/remoteEntry.js')).toBe(false);
});

it('names nothing for a site with no folder yet, and leaves every other rule as it is', () => {
  expect(hashedRule('account').test('/v/1.0.0-aaaa1111/1.12345678.js')).toBe(false);
  const served = JSON.parse(servedConfig(firebaseJson, root)) as { hosting: Site[] };
  // Each site's rule for hashed files, whatever it names, as one placeholder.
  const placeheld = (config: { hosting: Site[] }) =>
    config.hosting.map((site, index) => ({
      ...site,
      headers: site.headers.map((rule, at) =>
        committed.hosting[index]?.headers[at]?.regex === HASHED_FILES ? { ...rule, regex: 'hashed' } : rule,
      ),
    }));
  expect(placeheld(served)).toEqual(placeheld(committed));
});
