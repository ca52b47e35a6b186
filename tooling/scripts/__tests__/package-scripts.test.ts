import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../env';

interface PackageJson {
  readonly workspaces?: readonly string[];
  readonly scripts?: Readonly<Record<string, string>>;
}

const read = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

describe('npm run typecheck', () => {
  // One `tsc -b` over every project (it parses the libraries and the shared packages once, not once per project): a
  // workspace left out of its list would go unchecked.
  it('checks the root and every workspace that has a typecheck script, each once', () => {
    const root = read('.');
    const [command, ...projects] = (root.scripts?.typecheck ?? '').split(' ');
    expect(`${command} ${projects.shift()}`).toBe('tsc -b');
    const withTypecheck = (root.workspaces ?? []).filter((dir) => read(dir).scripts?.typecheck);
    expect([...projects].sort()).toEqual(['tsconfig.json', ...withTypecheck].sort());
  });
});
