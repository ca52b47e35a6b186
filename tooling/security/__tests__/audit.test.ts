import { assessAudit, describeFindings, type AuditRun } from '../audit';

/** A run of npm that printed `json` (as `npm audit --json` does on stdout, whatever its exit status). */
const printed = (json: unknown, stderr = ''): AuditRun => ({
  stdout: JSON.stringify(json, null, 2),
  stderr,
  timedOut: false,
  timeoutMs: 60_000,
});

const counts = (found: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>) => {
  const all = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...found };
  return { ...all, total: Object.values(all).reduce((sum, count) => sum + count, 0) };
};

// The shape of npm 11's report (auditReportVersion 2), trimmed to what the check reads and a little more.
const report = (vulnerabilities: Record<string, unknown>, found: Parameters<typeof counts>[0]) => ({
  auditReportVersion: 2,
  vulnerabilities,
  metadata: {
    vulnerabilities: counts(found),
    dependencies: { prod: 120, dev: 900, optional: 10, peer: 0, peerOptional: 0, total: 1030 },
  },
});

const advisory = (name: string, severity: string, title: string, id: string) => ({
  source: 1_100_000,
  name,
  dependency: name,
  title,
  url: `https://github.com/advisories/${id}`,
  severity,
  cwe: ['CWE-400'],
  cvss: { score: 7.5, vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H' },
  range: '<1.2.3',
});

const moderate = {
  name: 'nanoid',
  severity: 'moderate',
  isDirect: false,
  via: [advisory('nanoid', 'moderate', 'Predictable results in nanoid', 'GHSA-mwcw-c2x4-8c55')],
  effects: [],
  range: '<3.3.8',
  nodes: ['node_modules/nanoid'],
  fixAvailable: true,
};

const high = {
  name: 'path-to-regexp',
  severity: 'high',
  isDirect: false,
  via: [
    advisory(
      'path-to-regexp',
      'high',
      'path-to-regexp outputs backtracking regular expressions',
      'GHSA-9wv6-86v2-598j',
    ),
  ],
  effects: ['router-thing'],
  range: '<0.1.10',
  nodes: ['node_modules/path-to-regexp'],
  fixAvailable: { name: 'router-thing', version: '2.0.0', isSemVerMajor: true },
};

// Vulnerable only through its dependency: npm names the dependency in `via`.
const highThrough = {
  name: 'router-thing',
  severity: 'high',
  isDirect: true,
  via: ['path-to-regexp'],
  effects: [],
  range: '1.0.0 - 1.9.0',
  nodes: ['node_modules/router-thing'],
  fixAvailable: { name: 'router-thing', version: '2.0.0', isSemVerMajor: true },
};

const critical = {
  name: 'form-data',
  severity: 'critical',
  isDirect: false,
  via: [
    advisory('form-data', 'critical', 'form-data uses unsafe random function for boundaries', 'GHSA-fjxv-7rqg-78g4'),
  ],
  effects: [],
  range: '4.0.0 - 4.0.3',
  nodes: ['node_modules/form-data'],
  fixAvailable: false,
};

// What npm 11 printed here with the registry at a closed port, an unknown host, a 1 ms fetch timeout, and behind a
// proxy that refuses the audit endpoint's POST; and in a folder without a lockfile.
const endpointError = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  ...extra,
  error: { summary: '', detail: '' },
});
const BULK = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';

describe('npm audit --omit=dev, read', () => {
  it('passes a clean report', () => {
    expect(assessAudit(printed(report({}, {})))).toEqual({ outcome: 'pass', summary: '0 vulnerabilities' });
  });

  it('passes a report with a moderate advisory only, and still counts it', () => {
    expect(assessAudit(printed(report({ nanoid: moderate }, { moderate: 1 })))).toEqual({
      outcome: 'pass',
      summary: '1 vulnerability (1 moderate)',
    });
  });

  it('fails on a high advisory, naming the package, the advisory and its URL', () => {
    const verdict = assessAudit(
      printed(
        report({ nanoid: moderate, 'path-to-regexp': high, 'router-thing': highThrough }, { moderate: 1, high: 2 }),
      ),
    );
    expect(verdict.outcome).toBe('fail');
    if (verdict.outcome !== 'fail') return;
    expect(verdict.summary).toBe('3 vulnerabilities (1 moderate, 2 high)');
    expect(verdict.findings.map((entry) => entry.name)).toEqual(['path-to-regexp', 'router-thing']);
    expect(describeFindings(verdict.findings)).toBe(
      [
        'path-to-regexp (high)',
        '  high: path-to-regexp outputs backtracking regular expressions https://github.com/advisories/GHSA-9wv6-86v2-598j',
        'router-thing (high)',
        '  through path-to-regexp',
      ].join('\n'),
    );
  });

  it('fails on a critical advisory, listed first, and says when npm knows no fix', () => {
    const verdict = assessAudit(
      printed(report({ 'path-to-regexp': high, 'form-data': critical }, { high: 1, critical: 1 })),
    );
    expect(verdict.outcome).toBe('fail');
    if (verdict.outcome !== 'fail') return;
    expect(verdict.findings.map((entry) => [entry.name, entry.severity])).toEqual([
      ['form-data', 'critical'],
      ['path-to-regexp', 'high'],
    ]);
    expect(describeFindings(verdict.findings)).toContain(
      'form-data (critical), no fix available\n  critical: form-data uses unsafe random function for boundaries https://github.com/advisories/GHSA-fjxv-7rqg-78g4',
    );
  });

  it.each([
    ['a refused connection', `request to ${BULK} failed, reason: connect ECONNREFUSED 127.0.0.1:9`],
    ['an unknown host', `request to ${BULK} failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org`],
    [
      'a DNS server that does not answer',
      `request to ${BULK} failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org`,
    ],
    ['a connection that times out', `request to ${BULK} failed, reason: connect ETIMEDOUT 104.16.0.35:443`],
    ["npm's fetch timeout", `network timeout at: ${BULK}`],
  ])('skips, with the reason, when the registry cannot be reached: %s', (_, message) => {
    expect(assessAudit(printed(endpointError(message)))).toEqual({
      outcome: 'skip',
      reason: `the registry is unreachable: ${message}`,
    });
  });

  it("skips, with the reason, when the registry's audit endpoint answers with an error", () => {
    const message = `405 Method Not Allowed - POST ${BULK}`;
    expect(assessAudit(printed(endpointError(message, { method: 'POST', uri: BULK, statusCode: 405 })))).toEqual({
      outcome: 'skip',
      reason: `the registry's audit endpoint answered HTTP 405: ${message}`,
    });
  });

  it('skips when npm is killed by the timeout', () => {
    expect(assessAudit({ stdout: '', stderr: '', timedOut: true, timeoutMs: 60_000 })).toEqual({
      outcome: 'skip',
      reason: 'npm audit did not finish within 60 s: the registry is unreachable or too slow',
    });
  });

  it('skips when npm printed no JSON but a network error', () => {
    const stderr = 'npm error code EAI_AGAIN\nnpm error request to https://registry.npmjs.org/ failed';
    expect(assessAudit({ stdout: '', stderr, timedOut: false, timeoutMs: 60_000 }).outcome).toBe('skip');
  });

  it('fails, not skips, when the audit cannot run for a reason of the project (no lockfile)', () => {
    const noLockfile = {
      error: {
        code: 'ENOLOCK',
        summary: 'This command requires an existing lockfile.',
        detail: 'Try creating one first with: npm i --package-lock-only',
      },
    };
    expect(assessAudit(printed(noLockfile))).toEqual({
      outcome: 'error',
      reason:
        'npm audit failed (ENOLOCK): This command requires an existing lockfile. — Try creating one first with: npm i --package-lock-only',
    });
  });

  it('fails when npm cannot be started or prints something unexpected', () => {
    const run = { stdout: '', stderr: '', timedOut: false, timeoutMs: 60_000 };
    expect(assessAudit({ ...run, spawnError: 'ENOENT: spawn npm ENOENT' })).toEqual({
      outcome: 'error',
      reason: 'npm could not be started: ENOENT: spawn npm ENOENT',
    });
    expect(assessAudit({ ...run, stdout: 'not json', stderr: 'npm error something odd' }).outcome).toBe('error');
    expect(assessAudit(printed({ auditReportVersion: 2 })).outcome).toBe('error');
  });
});
