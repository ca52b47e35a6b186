/**
 * `npm run check:remotes`: asks a shell (default: `npm start`'s) for its runtime config, then checks every remote it
 * names (manifest, entry, shared versions against the shell's): a block each and a summary; exits 1 on any problem.
 */
import { apps, LOCAL_HOST } from '../apps';
import { parseCommandLine, parseOriginOption, UsageError } from '../cli';
import { checkRemotes } from '../health/check';
import { exitCodeOf, formatReport } from '../health/report';

export const DEFAULT_SHELL_URL = `http://${LOCAL_HOST}:${apps.shell.hostingPort}`;

export const usage = `Usage: npm run check:remotes -- [options]
  --url <origin>      the shell to ask (default ${DEFAULT_SHELL_URL}, the site \`npm start\` serves),
                      e.g. --url https://mediavelocity.web.app
  --timeout <s>       seconds to wait for each request (default 10)
  --help              show this text
Exits 0 when every remote is reachable and compatible with the shell, 1 otherwise.`;

export function parseHealthArgs(args: readonly string[]) {
  const { values } = parseCommandLine(
    args,
    { url: { type: 'string' }, timeout: { type: 'string', default: '10' }, help: { type: 'boolean', short: 'h' } },
    usage,
    { positionals: false },
  );
  const seconds = Number(values.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 300) {
    throw new UsageError(`--timeout must be a number of seconds above 0, up to 300 (got "${values.timeout}").`);
  }
  return {
    // The runtime config is always at the root of the shell's site, so only the origin counts.
    url: values.url === undefined ? DEFAULT_SHELL_URL : parseOriginOption(values.url, DEFAULT_SHELL_URL),
    timeoutMs: Math.round(seconds * 1000),
    help: values.help ?? false,
  };
}

export async function main(args: readonly string[] = []): Promise<void> {
  const options = parseHealthArgs(args);
  if (options.help) {
    console.log(usage);
    return;
  }
  const report = await checkRemotes({ shellUrl: options.url, fetch, timeoutMs: options.timeoutMs });
  console.log(formatReport(report));
  // Set, not process.exit(): the output is flushed first.
  process.exitCode = exitCodeOf(report);
}
