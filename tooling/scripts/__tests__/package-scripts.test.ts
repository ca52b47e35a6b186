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
  // The checks run side by side (run-p), one script each: a workspace left out of the list would go unchecked.
  it('checks the root and every workspace that has a typecheck script, each once', () => {
    const root = read('.');
    const scripts = root.scripts ?? {};
    expect(scripts.typecheck).toBe("run-p --max-parallel 2 'typecheck:*'");
    const checked = Object.entries(scripts)
      .filter(([name]) => name.startsWith('typecheck:') && name !== 'typecheck:root')
      .map(([, command]) => command.match(/^npm run typecheck --workspace (\S+)$/)?.[1]);
    const withTypecheck = (root.workspaces ?? []).filter((dir) => read(dir).scripts?.typecheck);
    expect(checked.sort()).toEqual([...withTypecheck].sort());
    expect(scripts['typecheck:root']).toMatch(/^tsc -p tsconfig\.json --noEmit/);
  });
});
