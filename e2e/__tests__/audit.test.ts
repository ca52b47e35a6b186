/**
 * The audit's verdict. npm is run for real where this machine can make the case happen (a registry that refuses, one
 * that never answers, a folder without a lockfile); a report with findings and the registry's 405 are npm's output as
 * printed, since no registry here can produce them on demand.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../tooling/env';
import { assessAudit, runAudit } from '../audit';

const TIMEOUT_MS = 60_000;

// npm 11's report for a high advisory (`npm audit --omit=dev --audit-level=high`, exit code 1).
const HIGH_REPORT = `# npm audit report

path-to-regexp  0.2.0 - 1.8.0
Severity: high
path-to-regexp outputs backtracking regular expressions - https://github.com/advisories/GHSA-9wv6-86v2-598j
fix available via \`npm audit fix\`
node_modules/path-to-regexp

1 high severity vulnerability

To address all issues, run:
  npm audit fix
`;

// What npm printed here, where the registry's audit endpoint answers 405.
const ENDPOINT_405 = `npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk
npm error audit endpoint returned an error
npm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-26T13_13_40_446Z-debug-0.log
`;

describe('npm audit --omit=dev, judged', () => {
  it('passes when npm finds nothing at high or above, keeping its summary', () => {
    expect(assessAudit({ exitCode: 0, stdout: 'found 0 vulnerabilities\n', stderr: '' }, TIMEOUT_MS)).toEqual({
      outcome: 'pass',
      report: 'found 0 vulnerabilities',
    });
  });

  it("fails on a high advisory with npm's report: the package, the advisory, its URL and the fix", () => {
    const verdict = assessAudit({ exitCode: 1, stdout: HIGH_REPORT, stderr: '' }, TIMEOUT_MS);
    expect(verdict).toEqual({ outcome: 'fail', report: HIGH_REPORT.trim() });
  });

  it("skips, with npm's reason, when the registry's audit endpoint answers with an error", () => {
    expect(assessAudit({ exitCode: 1, stdout: '', stderr: ENDPOINT_405 }, TIMEOUT_MS)).toEqual({
      outcome: 'skip',
      reason:
        'the registry could not audit:\n' +
        'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\n' +
        'npm error audit endpoint returned an error',
    });
  });

  it('is an error, not a skip, when npm cannot be started or fails for no network reason', () => {
    expect(assessAudit({ stdout: '', stderr: '', spawnError: 'ENOENT: spawn npm ENOENT' }, TIMEOUT_MS)).toEqual({
      outcome: 'error',
      reason: 'npm could not be started: ENOENT: spawn npm ENOENT',
    });
    expect(assessAudit({ exitCode: 1, stdout: '', stderr: '' }, TIMEOUT_MS)).toEqual({
      outcome: 'error',
      reason: 'npm audit failed (exit code 1):\nno reason given',
    });
  });
});

describe('npm audit --omit=dev, run', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'audit-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'audit-fixture', version: '1.0.0' }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A port that refuses (`answer` false: listened on, then closed) or accepts and never answers. */
  async function registry(answer: boolean): Promise<{ url: string; close: () => void }> {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const close = () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    };
    if (!answer) close();
    return { url: `http://127.0.0.1:${port}/`, close };
  }

  // No retries: npm would otherwise wait 10 s and more between attempts.
  const against = (url: string) => ['--registry', url, '--fetch-retries', '0', '--no-update-notifier'];

  it('is an error, not a skip, when the project has no lockfile', async () => {
    const verdict = assessAudit(await runAudit(dir, TIMEOUT_MS), TIMEOUT_MS);
    expect(verdict).toMatchObject({ outcome: 'error', reason: expect.stringMatching(/ENOLOCK/) });
  });

  it("skips, with npm's reason, when the registry refuses the connection", async () => {
    const refused = await registry(false);
    const verdict = assessAudit(await runAudit(repoRoot, TIMEOUT_MS, against(refused.url)), TIMEOUT_MS);
    expect(verdict).toMatchObject({ outcome: 'skip', reason: expect.stringMatching(/ECONNREFUSED/) });
  });

  it("gives npm's reason when the run it is part of was silenced (npm run -s)", async () => {
    const refused = await registry(false);
    const run = await runAudit(repoRoot, TIMEOUT_MS, against(refused.url), { npm_config_loglevel: 'silent' });
    expect(assessAudit(run, TIMEOUT_MS)).toMatchObject({
      outcome: 'skip',
      reason: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('skips when the registry never answers, once the timeout has stopped npm', async () => {
    const hung = await registry(true);
    try {
      const verdict = assessAudit(await runAudit(repoRoot, 3_000, against(hung.url)), 3_000);
      expect(verdict).toEqual({
        outcome: 'skip',
        reason: 'npm audit did not finish within 3 s: the registry is unreachable or too slow',
      });
    } finally {
      hung.close();
    }
  });
});
