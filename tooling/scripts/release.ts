/**
 * `npm run release`: one app through every step of tooling/release/release.ts, exactly as the workflows run it (with
 * `--target production`); locally (the default) into the folders the emulators serve, which `npm start` shows next.
 */
import { remoteNames } from '../apps';
import { parseCommandLine, pickNames, UsageError } from '../cli';
import { readTarget, releaseRemote, releaseShell } from '../release/release';

const usage = 'Usage: npm run release -- <app> [--target local|production] [--skip-checks] [--dry-run]';

export async function main(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommandLine(
    args,
    { target: { type: 'string' }, 'skip-checks': { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
    usage,
  );
  const [app, ...more] = pickNames(positionals, ['shell', ...remoteNames], 'app', usage);
  if (!app || more.length > 0) throw new UsageError(`Name one app.\n${usage}`);
  const options = {
    target: readTarget(values.target, usage),
    checks: !values['skip-checks'],
    dryRun: values['dry-run'],
  };
  if (app === 'shell') await releaseShell(options);
  else await releaseRemote(app, options);
}
