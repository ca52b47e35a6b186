/** The health check's printout: one block per remote, then one summary line; and its exit code. */
import type { HealthReport, RemoteHealth } from './check';

const DASH = '–';

/** What breaks the remote, as the summary names it: unreachable, or incompatible. */
function troubles(remote: RemoteHealth): string[] {
  return [
    ...(remote.unreachable ? [remote.unreachable] : []),
    ...(remote.compatibility?.problems.length ? ['incompatible'] : []),
  ];
}

/** 0 when the shell could load every remote, 1 otherwise. Unchecked compatibility alone is no failure. */
export function exitCodeOf(report: HealthReport): 0 | 1 {
  return report.configProblem === null && report.remotes.every((remote) => troubles(remote).length === 0) ? 0 : 1;
}

function remoteBlock(remote: RemoteHealth): string[] {
  const { manifest, compatibility } = remote;
  const unchecked = compatibility ? compatibility.unchecked : 'the manifest was not read';
  const problems = compatibility?.problems ?? [];
  const status = troubles(remote).length > 0 ? 'PROBLEM' : unchecked ? 'OK (compatibility not checked)' : 'OK';
  const expects = manifest
    ? manifest.shared.map((lib) => `${lib.name} ${lib.requiredVersion ?? 'any version'}`).join(', ') || 'nothing'
    : DASH;
  return [
    `${remote.name}: ${status}`,
    `  version:    ${manifest?.version ?? DASH}`,
    `  manifest:   ${remote.manifestUrl}`,
    `  entry:      ${manifest?.entry ?? DASH}`,
    `  expects:    ${expects}`,
    `  runtime:    ${manifest ? (manifest.federationRuntime ?? 'not said') : DASH}`,
    `  reachable:  ${remote.unreachable ? `no (${remote.unreachable})` : 'yes'}`,
    ...(problems.length > 0
      ? ['  compatible: no', ...problems.map((problem) => `    - ${problem}`)]
      : [unchecked ? `  compatible: not checked, ${unchecked}` : '  compatible: yes']),
    ...(unchecked && problems.length === 0 ? [] : (compatibility?.notes ?? [])).map((note) => `    (${note})`),
  ];
}

function summary(report: HealthReport): string {
  if (report.configProblem !== null) {
    return `FAIL: the shell's runtime config (${report.configUrl}) cannot be used: ${report.configProblem}.`;
  }
  const count = report.remotes.length;
  const remotes = `${count} remote${count === 1 ? '' : 's'}`;
  const failing = report.remotes.filter((remote) => troubles(remote).length > 0);
  if (failing.length > 0) {
    const list = failing.map((remote) => `${remote.name} (${troubles(remote).join('; ')})`).join(', ');
    return `FAIL: ${failing.length} of ${remotes} with problems: ${list}.`;
  }
  const unchecked = report.remotes.find((remote) => remote.compatibility?.unchecked)?.compatibility?.unchecked;
  return unchecked
    ? `OK: ${count} of ${remotes} reachable; compatibility not checked, ${unchecked}.`
    : `OK: ${count} of ${remotes} reachable and compatible with the shell.`;
}

export function formatReport(report: HealthReport): string {
  const unpublished = 'not published in its runtime config';
  const provided = report.provided
    ? Object.entries(report.provided)
        .map(([name, version]) => `${name} ${version}`)
        .join(', ') || 'nothing'
    : unpublished;
  const head = [`Shell ${report.shellUrl} (runtime config ${report.configUrl})`];
  if (report.configProblem === null) {
    head.push(`  provides:   ${provided}`);
    head.push(`  runtime:    @module-federation/runtime-core ${report.federationRuntime ?? unpublished}`);
  }
  return [...head, '', ...report.remotes.flatMap((remote) => [...remoteBlock(remote), '']), summary(report)].join('\n');
}
