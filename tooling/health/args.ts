/** The command line of `npm run check:remotes` (see tooling/scripts/check-remotes.ts). */
import { apps, LOCAL_HOST } from '../apps';

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

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parses the arguments (`--opt value` or `--opt=value`); throws a UsageError naming the problem. */
export function parseHealthArgs(args: readonly string[]): HealthOptions {
  let url = DEFAULT_SHELL_URL;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  let help = false;

  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = arg.startsWith('--') && eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${name} needs a value.\n${usage}`);
      i += 1;
      return next;
    };
    switch (name) {
      case '--url':
        url = parseOrigin(value());
        break;
      case '--timeout':
        timeoutMs = parseTimeout(value());
        break;
      case '--help':
      case '-h':
        help = true;
        break;
      default:
        throw new UsageError(`Unknown option "${arg}".\n${usage}`);
    }
  }
  return { url, timeoutMs, help };
}

/** The runtime config is always at the root of the shell's site, so only the origin counts. */
function parseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url must be an absolute URL such as ${DEFAULT_SHELL_URL} (got "${raw}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--url must be an http(s) URL (got "${raw}").`);
  }
  return url.origin;
}

function parseTimeout(raw: string): number {
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 300) {
    throw new UsageError(`--timeout must be a number of seconds above 0, up to 300 (got "${raw}").`);
  }
  return Math.round(seconds * 1000);
}
