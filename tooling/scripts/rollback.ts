/**
 * `npm run rollback -- <remote> [--to <version>] [--target local|production] [--dry-run]`: makes the version live
 * before the current one (or the one named) live again, checked as a release is, with its pages re-rendered. Nothing
 * is built: the version comes from the site folder, or from the durable store on a fresh CI runner.
 */
import { remoteNames, type RemoteName } from '../apps';
import { parseCommandLine, UsageError } from '../cli';
import { rollbackRemote } from '../release/release';
import { readTarget } from './release';

const usage =
  'Usage: npm run rollback -- <portfolio|tools|account> [--to <version>] [--target local|production] [--dry-run]';

export async function main(args: readonly string[]): Promise<void> {
  const parsed = parseCommandLine(
    args,
    { to: { type: 'string' }, target: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
    usage,
  );
  const [name, ...more] = parsed.positionals;
  if (!name || more.length > 0) throw new UsageError(`Name one remote.\n${usage}`);
  if (!(remoteNames as readonly string[]).includes(name)) {
    throw new UsageError(`"${name}" is not a remote; the remotes are ${remoteNames.join(', ')}.\n${usage}`);
  }
  await rollbackRemote(name as RemoteName, parsed.values.to, {
    target: readTarget(parsed.values.target),
    dryRun: parsed.values['dry-run'],
  });
}
