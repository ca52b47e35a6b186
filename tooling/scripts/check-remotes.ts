/**
 * `npm run check:remotes`: asks a running shell (default: the local site `npm start` serves) for its runtime config,
 * then checks every remote it names: manifest, entry, and the shared versions it accepts against the ones the shell
 * provides. Prints one block per remote and a summary; exits 1 on any problem. Useful before and after a deploy.
 *
 * Options: --url <shell origin>, --timeout <seconds>.
 */
import { parseHealthArgs, usage } from '../health/args';
import { checkRemotes } from '../health/check';
import { exitCodeOf, formatReport } from '../health/report';

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
