import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '../../apps';
import { repoRoot } from '../../env';

interface PackageJson {
  readonly workspaces?: readonly string[];
  readonly scripts?: Readonly<Record<string, string>>;
}

const read = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

/** A folder pattern as npm (workspaces) and the shell (the typecheck's arguments) expand it: `dir/*` is dir's folders. */
const expand = (pattern: string): string[] => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = path.dirname(pattern);
  return readdirSync(path.join(repoRoot, parent), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [`${parent}/${entry.name}`] : [],
  );
};

const root = read('.');
const workspaces = (root.workspaces ?? []).flatMap(expand);

it.each(Object.values(apps).map((app) => app.dir))('%s is a workspace', (dir) => {
  expect(workspaces).toContain(dir);
});

describe('npm run typecheck', () => {
  // One `tsc -b` over every project (it parses the libraries and the shared packages once, not once per project): a
  // workspace left out of its list would go unchecked.
  it('checks the root and every workspace that has a typecheck script, each once', () => {
    const [command, ...projects] = (root.scripts?.typecheck ?? '').split(' ');
    expect(`${command} ${projects.shift()}`).toBe('tsc -b');
    const withTypecheck = workspaces.filter((dir) => read(dir).scripts?.typecheck);
    expect(withTypecheck).toEqual(expect.arrayContaining(Object.values(apps).map((app) => app.dir)));
    expect(projects.flatMap(expand).sort()).toEqual(['tsconfig.json', ...withTypecheck].sort());
  });
});
