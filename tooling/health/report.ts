/** The health check's printout: one block per remote, then one summary line; and its exit code. */
import type { HealthReport, RemoteHealth } from './check';

const DASH = '–';

/** A problem is anything that would break a page: an unreadable config, an unreachable or incompatible remote. */
function remoteProblems(remote: RemoteHealth): string[] {
  return [
    ...(remote.unreachable ? [remote.unreachable] : []),
    ...(remote.compatibility.status === 'no' ? ['incompatible'] : []),
  ];
}

/** 0 when the shell could load every remote, 1 otherwise. Unchecked compatibility alone is no failure. */
export function exitCodeOf(report: HealthReport): 0 | 1 {
  return report.configProblem === null && report.remotes.every((remote) => remoteProblems(remote).length === 0) ? 0 : 1;
}

function remoteBlock(remote: RemoteHealth): string[] {
  const { manifest, compatibility } = remote;
  const status =
    remoteProblems(remote).length > 0
      ? 'PROBLEM'
      : compatibility.status === 'unknown'
        ? 'OK (compatibility not checked)'
        : 'OK';
  const expects = manifest
    ? manifest.shared.map((lib) => `${lib.name} ${lib.requiredVersion ?? 'any version'}`).join(', ') || 'nothing'
    : DASH;
  const lines = [
    `${remote.name}: ${status}`,
    `  version:    ${manifest?.version ?? DASH}`,
    `  manifest:   ${remote.manifestUrl}`,
    `  entry:      ${manifest?.entryUrl ?? DASH}`,
    `  expects:    ${expects}`,
    `  runtime:    ${manifest ? (manifest.federationRuntime ?? 'not said') : DASH}`,
    `  reachable:  ${remote.unreachable ? `no (${remote.unreachable})` : 'yes'}`,
  ];
  if (compatibility.status === 'unknown') {
    lines.push(`  compatible: not checked, ${compatibility.reason}`);
  } else {
    lines.push(`  compatible: ${compatibility.status}`);
    if (compatibility.status === 'no') lines.push(...compatibility.problems.map((problem) => `    - ${problem}`));
    lines.push(...compatibility.notes.map((note) => `    (${note})`));
  }
  return lines;
}

function summary(report: HealthReport): string {
  if (report.configProblem !== null) {
    return `FAIL: the shell's runtime config (${report.configUrl}) cannot be used: ${report.configProblem}.`;
  }
  const count = report.remotes.length;
  const remotes = `${count} remote${count === 1 ? '' : 's'}`;
  const failing = report.remotes.filter((remote) => remoteProblems(remote).length > 0);
  if (failing.length > 0) {
    const list = failing.map((remote) => `${remote.name} (${remoteProblems(remote).join('; ')})`).join(', ');
    return `FAIL: ${failing.length} of ${remotes} with problems: ${list}.`;
  }
  const unknown = report.remotes.find((remote) => remote.compatibility.status === 'unknown');
  return unknown?.compatibility.status === 'unknown'
    ? `OK: ${count} of ${remotes} reachable; compatibility not checked, ${unknown.compatibility.reason}.`
    : `OK: ${count} of ${remotes} reachable and compatible with the shell.`;
}

export function formatReport(report: HealthReport): string {
  const provided = report.provided
    ? Object.entries(report.provided)
        .map(([name, version]) => `${name} ${version}`)
        .join(', ') || 'nothing'
    : 'not published in its runtime config';
  const head = [`Shell ${report.shellUrl} (runtime config ${report.configUrl})`];
  if (report.configProblem === null) {
    head.push(`  provides:   ${provided}`);
    head.push(
      `  runtime:    @module-federation/runtime-core ${report.federationRuntime ?? 'not published in its runtime config'}`,
    );
  }
  return [...head, '', ...report.remotes.flatMap((remote) => [...remoteBlock(remote), '']), summary(report)].join('\n');
}
