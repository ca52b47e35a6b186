/**
 * `npm run rollback`: the version live before the current one (or `--to`'s) live again, checked as a release is, its
 * pages re-rendered. Nothing is built: the version comes from the site folder, or the durable store on a fresh runner.
 */
import { parseCommandLine, UsageError } from '../cli';
import { parseRemoteNames } from '../deploy/local';
import { readTarget, rollbackRemote } from '../release/release';

const usage = 'Usage: npm run rollback -- <remote> [--to <version>] [--target local|production] [--dry-run]';

export async function main(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommandLine(
    args,
    { to: { type: 'string' }, target: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    usage,
  );
  const [name, ...more] = parseRemoteNames(positionals, usage);
  if (!name || more.length > 0) throw new UsageError(`Name one remote.\n${usage}`);
  await rollbackRemote(name, values.to, { target: readTarget(values.target, usage), dryRun: values['dry-run'] });
}
