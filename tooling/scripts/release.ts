/**
 * `npm run release -- <app> [--target local|production] [--skip-checks] [--dry-run]`: releases one app, with every
 * step of tooling/release/release.ts: check, build, restore, publish, verify, live, pages, keep. The workflows run
 * exactly this with `--target production`; locally (the default target) it releases to the folders the emulators
 * serve, so a running `npm start` shows the new version on the next page load.
 */
import { remoteNames, type RemoteName } from '../apps';
import { parseCommandLine, UsageError } from '../cli';
import { releaseRemote, releaseShell, type Target } from '../release/release';

export const usage =
  'Usage: npm run release -- <shell|portfolio|tools|account> [--target local|production] [--skip-checks] [--dry-run]';

/** Reads `<app>` and `--target` (shared with `npm run rollback`). */
export function readTarget(raw: string | undefined): Target {
  if (raw === undefined || raw === 'local' || raw === 'production') return raw ?? 'local';
  throw new UsageError(`--target must be local or production (got "${raw}").\n${usage}`);
}

export function parseReleaseArgs(args: readonly string[]) {
  const parsed = parseCommandLine(
    args,
    {
      target: { type: 'string' },
      'skip-checks': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
    usage,
  );
  const [app, ...more] = parsed.positionals;
  if (!app || more.length > 0) throw new UsageError(`Name one app.\n${usage}`);
  if (app !== 'shell' && !(remoteNames as readonly string[]).includes(app)) {
    throw new UsageError(`"${app}" is not an app; the apps are shell, ${remoteNames.join(', ')}.\n${usage}`);
  }
  return {
    app: app as 'shell' | RemoteName,
    target: readTarget(parsed.values.target),
    checks: !parsed.values['skip-checks'],
    dryRun: parsed.values['dry-run'],
  };
}

export async function main(args: readonly string[]): Promise<void> {
  const { app, ...options } = parseReleaseArgs(args);
  if (app === 'shell') await releaseShell(options);
  else await releaseRemote(app, options);
}
