/**
 * `npm audit --omit=dev --audit-level=high` for the test suite: no high or critical advisory in production
 * dependencies, with npm's own report (each package, advisory, URL and fix) as the message. npm exits non-zero for
 * findings and for an audit it could not run alike; the second is a skip with npm's reason when the registry cannot be
 * reached or its audit endpoint refuses (offline is not a pass), and an error for any other failure.
 */
import spawn, { SubprocessError } from 'nano-spawn';
import { seconds } from '../tooling/cli';

/** What one run of npm left behind. */
export interface AuditRun {
  /** Undefined when npm never ran (`spawnError`) or was stopped by the timeout. */
  readonly exitCode?: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut?: boolean;
  /** npm could not be started at all (e.g. not on the PATH). */
  readonly spawnError?: string;
}

export type AuditVerdict =
  | { readonly outcome: 'pass' | 'fail'; readonly report: string }
  | { readonly outcome: 'skip' | 'error'; readonly reason: string };

/** The heading npm (7 and later) prints over its findings. */
const REPORT_HEADING = '# npm audit report';

// No registry to audit against: a socket error, or the audit endpoint answering with an HTTP error (405 here).
const UNREACHABLE =
  /audit endpoint returned an error|\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENETDOWN)\b|network timeout/;

export function assessAudit(run: AuditRun, timeoutMs: number): AuditVerdict {
  if (run.spawnError) return { outcome: 'error', reason: `npm could not be started: ${run.spawnError}` };
  if (run.timedOut) {
    const reason = `npm audit did not finish within ${seconds(timeoutMs)}: the registry is unreachable or too slow`;
    return { outcome: 'skip', reason };
  }
  if (run.exitCode === 0) return { outcome: 'pass', report: run.stdout.trim() };
  if (run.stdout.includes(REPORT_HEADING)) return { outcome: 'fail', report: run.stdout.trim() };
  // npm's own lines say why (its "A complete log of this run…" line aside).
  const said = run.stderr
    .split('\n')
    .filter((line) => line.trim() && !/complete log of this run/.test(line))
    .join('\n');
  if (UNREACHABLE.test(said)) return { outcome: 'skip', reason: `the registry could not audit:\n${said}` };
  return { outcome: 'error', reason: `npm audit failed (exit code ${run.exitCode}):\n${said || 'no reason given'}` };
}

/** Runs the audit in `cwd` (`env`: settings over this process's environment); never rejects, whatever npm does. */
export async function runAudit(
  cwd: string,
  timeoutMs: number,
  args: readonly string[] = [],
  env?: NodeJS.ProcessEnv,
): Promise<AuditRun> {
  // npm's warnings and errors are the reason given, so they are shown even when the run this one is part of was
  // silenced (`npm run -s` passes `npm_config_loglevel=silent` down, and npm then prints nothing at all).
  const result = await spawn('npm', ['audit', '--omit=dev', '--audit-level=high', '--loglevel=warn', ...args], {
    cwd,
    timeout: timeoutMs,
    ...(env ? { env } : {}),
  }).catch((error: SubprocessError) => error);
  if (!(result instanceof SubprocessError)) return { exitCode: 0, stdout: result.stdout, stderr: result.stderr };
  const { exitCode, signalName, stdout, stderr } = result;
  // No exit code and no signal: npm never ran.
  const cause = result.cause as NodeJS.ErrnoException | undefined;
  const neverRan = exitCode === undefined && signalName === undefined;
  return {
    exitCode,
    stdout,
    stderr,
    timedOut: signalName === 'SIGTERM',
    ...(neverRan ? { spawnError: `${cause?.code ?? 'error'}: ${cause?.message ?? result.message}` } : {}),
  };
}
