/**
 * `npm audit --omit=dev` for the test suite: no high or critical advisory in production dependencies. npm exits
 * non-zero for findings and an unreachable registry alike, so the verdict comes from its JSON: findings (named), a
 * pass, a skip with the reason for an unreachable registry (offline is not a pass), or an error for any other failure.
 */
import spawn, { SubprocessError } from 'nano-spawn';
import { parseJsonOr } from '../cli';

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];
const BLOCKING: readonly Severity[] = ['high', 'critical'];

/** What one run of npm left behind. */
export interface AuditRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  /** npm could not be started at all (e.g. not on the PATH). */
  readonly spawnError?: string;
  readonly timeoutMs: number;
}

/** A vulnerable package, as npm reports it. */
export interface Finding {
  readonly name: string;
  readonly severity: Severity;
  /** The advisories against this package itself. */
  readonly advisories: readonly { readonly title: string; readonly url: string; readonly severity: string }[];
  /** The vulnerable packages it depends on, whose advisories make it vulnerable too (reported under their names). */
  readonly through: readonly string[];
  readonly fixAvailable: boolean;
}

export type AuditVerdict =
  | { readonly outcome: 'pass'; readonly summary: string }
  | { readonly outcome: 'fail'; readonly summary: string; readonly findings: readonly Finding[] }
  | { readonly outcome: 'skip'; readonly reason: string }
  | { readonly outcome: 'error'; readonly reason: string };

// The socket errors of a registry that cannot be reached (npm reports them in its message, without a code).
const NETWORK_FAILURE =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENETDOWN)\b|network timeout/;

/** npm's JSON, as far as it is read: any field may be missing or of another type. */
interface NpmAuditJson {
  message?: unknown;
  statusCode?: unknown;
  error?: { code?: unknown; summary?: unknown; detail?: unknown } | null;
  vulnerabilities?: Record<string, { name?: unknown; severity?: unknown; via?: unknown; fixAvailable?: unknown }>;
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isSeverity = (value: unknown): value is Severity => SEVERITIES.some((severity) => severity === value);

function parse(stdout: string): NpmAuditJson | undefined {
  const json = parseJsonOr(stdout, () => null);
  return json !== null && typeof json === 'object' ? (json as NpmAuditJson) : undefined;
}

/** "3 vulnerabilities (1 low, 2 moderate)", from npm's own counts. */
function summarise(counts: Partial<Record<Severity | 'total', number>>): string {
  const total = counts.total ?? SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  const parts = SEVERITIES.filter((severity) => (counts[severity] ?? 0) > 0).map((s) => `${counts[s]} ${s}`);
  return `${total} ${total === 1 ? 'vulnerability' : 'vulnerabilities'}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** Why the audit did not run, when it did not: a skip for an unreachable registry, an error for anything else. */
function notRun(run: AuditRun, json: NpmAuditJson | undefined): AuditVerdict | undefined {
  const skip = (reason: string): AuditVerdict => ({ outcome: 'skip', reason });
  const error = (reason: string): AuditVerdict => ({ outcome: 'error', reason });
  if (run.spawnError) return error(`npm could not be started: ${run.spawnError}`);
  if (run.timedOut) {
    return skip(`npm audit did not finish within ${run.timeoutMs / 1000} s: the registry is unreachable or too slow`);
  }
  const stderr = run.stderr.trim();
  if (!json && NETWORK_FAILURE.test(stderr)) return skip(`the registry is unreachable: ${stderr}`);
  if (!json) return error(`npm audit printed no JSON report${stderr ? `: ${stderr}` : ''}`);
  if (!json.error) return undefined;
  const message = [text(json.message), text(json.error.summary), text(json.error.detail)].filter(Boolean).join(' — ');
  if (NETWORK_FAILURE.test(message)) return skip(`the registry is unreachable: ${message}`);
  // The registry answered, but its audit endpoint refused (an HTTP error status): no report to judge either.
  if (typeof json.statusCode === 'number') {
    return skip(`the registry's audit endpoint answered HTTP ${json.statusCode}: ${message}`);
  }
  const code = text(json.error.code);
  return error(`npm audit failed${code ? ` (${code})` : ''}: ${message || 'no reason given'}`);
}

export function assessAudit(run: AuditRun): AuditVerdict {
  const json = parse(run.stdout);
  const failed = notRun(run, json);
  if (failed) return failed;
  if (!json?.metadata?.vulnerabilities) {
    return { outcome: 'error', reason: 'npm audit printed JSON without its vulnerability counts' };
  }
  const findings = Object.entries(json.vulnerabilities ?? {}).flatMap(([key, entry]) => {
    const { severity } = entry;
    if (!isSeverity(severity) || !BLOCKING.includes(severity)) return [];
    const causes: unknown[] = Array.isArray(entry.via) ? entry.via : [];
    const advisories = causes
      .filter((cause): cause is Record<string, unknown> => cause !== null && typeof cause === 'object')
      .map((cause) => ({ title: text(cause.title), url: text(cause.url), severity: text(cause.severity) }));
    const through = causes.filter((cause): cause is string => typeof cause === 'string');
    const fixAvailable = entry.fixAvailable !== false && entry.fixAvailable !== undefined;
    return [{ name: text(entry.name) || key, severity, advisories, through, fixAvailable }];
  });
  findings.sort(
    (a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name),
  );
  const summary = summarise(json.metadata.vulnerabilities);
  return findings.length ? { outcome: 'fail', summary, findings } : { outcome: 'pass', summary };
}

/** One paragraph per finding: package, severity, each advisory's title and URL, and whether npm knows a fix. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .flatMap((entry) => [
      `${entry.name} (${entry.severity})${entry.fixAvailable ? '' : ', no fix available'}`,
      ...entry.advisories.map(
        ({ severity, title, url }) => `  ${severity}: ${title || 'untitled advisory'}${url ? ` ${url}` : ''}`,
      ),
      ...(entry.through.length ? [`  through ${entry.through.join(', ')}`] : []),
    ])
    .join('\n');
}

/** Runs `npm audit --omit=dev --json` in `cwd`; never rejects, whatever npm does. */
export async function runAudit(cwd: string, timeoutMs: number): Promise<AuditRun> {
  const result = await spawn('npm', ['audit', '--omit=dev', '--json'], { cwd, timeout: timeoutMs }).catch(
    (error: SubprocessError) => error,
  );
  // npm exits with a code once it ran (findings, or a failure its JSON explains); no code and no signal: it never ran.
  const failure = result instanceof SubprocessError ? result : undefined;
  const cause = failure?.cause as NodeJS.ErrnoException | undefined;
  const neverRan = failure && failure.exitCode === undefined && failure.signalName === undefined;
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    timedOut: failure?.signalName === 'SIGTERM',
    ...(neverRan ? { spawnError: `${cause?.code ?? 'error'}: ${cause?.message ?? failure.message}` } : {}),
    timeoutMs,
  };
}
