/** The command line of `npm run check:remotes` (see tooling/scripts/check-remotes.ts). */
import { apps, LOCAL_HOST } from '../apps';
import { parseCommandLine, parseOriginOption, UsageError } from '../cli';

export interface HealthOptions {
  /** The shell's origin; its runtime config names the remotes. */
  readonly url: string;
  /** Per request. */
  readonly timeoutMs: number;
  readonly help: boolean;
}

/** The site `npm start` serves. */
export const DEFAULT_SHELL_URL = `http://${LOCAL_HOST}:${apps.shell.hostingPort}`;
export const DEFAULT_TIMEOUT_MS = 10_000;

export const usage = `Usage: npm run check:remotes -- [options]
  --url <origin>      the shell to ask (default ${DEFAULT_SHELL_URL}, the site \`npm start\` serves),
                      e.g. --url https://mediavelocity.web.app
  --timeout <s>       seconds to wait for each request (default ${DEFAULT_TIMEOUT_MS / 1000})
  --help              show this text
Exits 0 when every remote is reachable and compatible with the shell, 1 otherwise.`;

/** Parses the arguments (`--opt value` or `--opt=value`); throws a UsageError naming the problem. */
export function parseHealthArgs(args: readonly string[]): HealthOptions {
  const { values, positionals } = parseCommandLine(
    args,
    { url: { type: 'string' }, timeout: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    usage,
  );
  if (positionals.length > 0) throw new UsageError(`Unknown option "${positionals[0]}".\n${usage}`);
  return {
    // The runtime config is always at the root of the shell's site, so only the origin counts.
    url: values.url === undefined ? DEFAULT_SHELL_URL : parseOriginOption(values.url, DEFAULT_SHELL_URL),
    timeoutMs: values.timeout === undefined ? DEFAULT_TIMEOUT_MS : parseTimeout(values.timeout),
    help: values.help,
  };
}

function parseTimeout(raw: string): number {
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 300) {
    throw new UsageError(`--timeout must be a number of seconds above 0, up to 300 (got "${raw}").`);
  }
  return Math.round(seconds * 1000);
}
