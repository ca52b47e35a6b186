/**
 * `npm audit --omit=dev`, read for the test suite: the production dependencies may have no high or critical advisory.
 * npm exits non-zero both when it finds vulnerabilities and when it cannot ask the registry, so the verdict comes from
 * its JSON, never from the exit code: findings (named), a clean report, a registry that cannot be reached (a skip,
 * with the reason: offline is not a pass), or an audit that could not run for another reason (a failure).
 */
import { execFile } from 'node:child_process';

export const BLOCKING_SEVERITIES = ['high', 'critical'] as const;
const SEVERITIES = ['info', 'low', 'moderate', ...BLOCKING_SEVERITIES] as const;
type Severity = (typeof SEVERITIES)[number];

/** What one run of npm left behind. */
export interface AuditRun {
  readonly stdout: string;
  readonly stderr: string;
  /** Killed by the timeout. */
  readonly timedOut: boolean;
  /** npm could not be started at all (e.g. not on the PATH). */
  readonly spawnError?: string;
  readonly timeoutMs: number;
}

export interface Advisory {
  readonly title: string;
  readonly url: string;
  readonly severity: string;
}

/** A vulnerable package, as npm reports it. */
export interface Finding {
  readonly name: string;
  readonly severity: Severity;
  /** The advisories against this package itself. */
  readonly advisories: readonly Advisory[];
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

interface NpmAuditJson {
  message?: unknown;
  statusCode?: unknown;
  error?: { code?: unknown; summary?: unknown; detail?: unknown } | null;
  vulnerabilities?: Record<string, NpmVulnerability>;
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
}

interface NpmVulnerability {
  name?: unknown;
  severity?: unknown;
  via?: unknown;
  fixAvailable?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isSeverity = (value: unknown): value is Severity => SEVERITIES.some((severity) => severity === value);
const isBlocking = (severity: Severity): boolean => BLOCKING_SEVERITIES.some((blocking) => blocking === severity);

function parse(stdout: string): NpmAuditJson | undefined {
  try {
    const json = JSON.parse(stdout) as unknown;
    return json !== null && typeof json === 'object' ? (json as NpmAuditJson) : undefined;
  } catch {
    return undefined;
  }
}

/** "3 vulnerabilities (1 low, 2 moderate)", from npm's own counts. */
function summarise(counts: Partial<Record<Severity | 'total', number>>): string {
  const total = counts.total ?? SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  const parts = SEVERITIES.filter((severity) => (counts[severity] ?? 0) > 0).map(
    (severity) => `${counts[severity]} ${severity}`,
  );
  return `${total} ${total === 1 ? 'vulnerability' : 'vulnerabilities'}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

function finding(key: string, vulnerability: NpmVulnerability): Finding | undefined {
  const { severity } = vulnerability;
  if (!isSeverity(severity)) return undefined;
  const via = Array.isArray(vulnerability.via) ? (vulnerability.via as unknown[]) : [];
  return {
    name: text(vulnerability.name) || key,
    severity,
    advisories: via
      .filter((entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object')
      .map((entry) => ({ title: text(entry.title), url: text(entry.url), severity: text(entry.severity) })),
    through: via.filter((entry): entry is string => typeof entry === 'string'),
    fixAvailable: vulnerability.fixAvailable !== false && vulnerability.fixAvailable !== undefined,
  };
}

/** Why the audit did not run, when it did not: a skip for an unreachable registry, an error for anything else. */
function notRun(run: AuditRun, json: NpmAuditJson | undefined): AuditVerdict | undefined {
  if (run.spawnError) return { outcome: 'error', reason: `npm could not be started: ${run.spawnError}` };
  if (run.timedOut) {
    return {
      outcome: 'skip',
      reason: `npm audit did not finish within ${run.timeoutMs / 1000} s: the registry is unreachable or too slow`,
    };
  }
  if (!json) {
    const stderr = run.stderr.trim();
    if (NETWORK_FAILURE.test(stderr)) return { outcome: 'skip', reason: `the registry is unreachable: ${stderr}` };
    return { outcome: 'error', reason: `npm audit printed no JSON report${stderr ? `: ${stderr}` : ''}` };
  }
  if (!json.error) return undefined;
  const message = [text(json.message), text(json.error.summary), text(json.error.detail)].filter(Boolean).join(' — ');
  if (NETWORK_FAILURE.test(message)) return { outcome: 'skip', reason: `the registry is unreachable: ${message}` };
  // The registry answered, but its audit endpoint refused (an HTTP error status): no report to judge either.
  if (typeof json.statusCode === 'number') {
    return { outcome: 'skip', reason: `the registry's audit endpoint answered HTTP ${json.statusCode}: ${message}` };
  }
  const code = text(json.error.code);
  return { outcome: 'error', reason: `npm audit failed${code ? ` (${code})` : ''}: ${message || 'no reason given'}` };
}

export function assessAudit(run: AuditRun): AuditVerdict {
  const json = parse(run.stdout);
  const failed = notRun(run, json);
  if (failed) return failed;
  if (!json?.metadata?.vulnerabilities) {
    return { outcome: 'error', reason: 'npm audit printed JSON without its vulnerability counts' };
  }
  const summary = summarise(json.metadata.vulnerabilities);
  const findings = Object.entries(json.vulnerabilities ?? {})
    .map(([key, vulnerability]) => finding(key, vulnerability))
    .filter((entry): entry is Finding => entry !== undefined && isBlocking(entry.severity))
    .sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name));
  return findings.length ? { outcome: 'fail', summary, findings } : { outcome: 'pass', summary };
}

/** One paragraph per finding: package, severity, each advisory's title and URL, and whether npm knows a fix. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map((entry) => {
      const lines = [`${entry.name} (${entry.severity})${entry.fixAvailable ? '' : ', no fix available'}`];
      for (const advisory of entry.advisories) {
        lines.push(
          `  ${advisory.severity}: ${advisory.title || 'untitled advisory'}${advisory.url ? ` ${advisory.url}` : ''}`,
        );
      }
      if (entry.through.length) lines.push(`  through ${entry.through.join(', ')}`);
      return lines.join('\n');
    })
    .join('\n');
}

/** Runs `npm audit --omit=dev --json` in `cwd`; never rejects, whatever npm does. */
export function runAudit(cwd: string, timeoutMs: number): Promise<AuditRun> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const { code, killed } = (error ?? {}) as { code?: unknown; killed?: unknown };
        resolve({
          stdout,
          stderr,
          timedOut: killed === true,
          // A numeric code is npm's exit status (it found something, or failed and said why in its JSON); a string
          // code such as ENOENT means it never ran.
          ...(typeof code === 'string' ? { spawnError: `${code}: ${error?.message ?? ''}` } : {}),
          timeoutMs,
        });
      },
    );
  });
}
