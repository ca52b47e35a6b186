import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The version of package `name` as resolved from `from`, found from its entry (not every package exports its package.json). */
export function installedVersion(name: string, from = __dirname): string {
  for (let dir = path.dirname(require.resolve(name, { paths: [from] })); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }) : {};
    if (pkg.name === name && pkg.version) return pkg.version;
    if (path.dirname(dir) === dir) throw new Error(`No package.json of ${name} above its entry, from ${from}.`);
  }
}
