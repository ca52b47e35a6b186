/**
 * `npm run rollback:local -- <remote> [--to <version>]`: makes the version of a remote that was live before the
 * current one live again (or the one named), by repointing its emulated hosting site. Nothing is built or uploaded.
 */
import { parseCommandLine, seconds, UsageError } from '../cli';
import { parseRemoteNames, siteDir } from '../deploy/local';
import { publishedVersions, rollback } from '../deploy/versions';

const usage = 'Usage: npm run rollback:local -- <remote> [--to <version>]';

export function main(args: readonly string[]): void {
  const { values, positionals } = parseCommandLine(args, { to: { type: 'string' } }, usage);
  const { to } = values;
  if (to === '') throw new UsageError(`--to needs a version.\n${usage}`);
  const [name, ...more] = parseRemoteNames(positionals, usage);
  if (!name || more.length > 0) throw new UsageError(`Roll back one remote at a time.\n${usage}`);
  const started = performance.now();
  const result = rollback(siteDir(name), to);
  console.log(
    `${name} rolled back from ${result.from} to ${result.to} in ${seconds(performance.now() - started)}.\n` +
      `  Published versions: ${publishedVersions(siteDir(name)).join(', ')}.`,
  );
}
