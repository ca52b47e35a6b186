/**
 * Whether the shell can load a remote with what it provides. The shell's copies, loaded first, are the singletons every
 * remote gets (`loaded-first`); a remote shares them with `strictVersion`, so the runtime refuses one whose
 * `requiredVersion` the provided version misses. Ranges are tested with the runtime's own `satisfy`, the function the
 * shell runs, so edge cases (prereleases, `||`) agree: the `semver` package could disagree there.
 */
import { satisfy } from '@module-federation/runtime-core';
import { federationRuntimeIncompatibility, sharedPackage } from '@mediavelocity/contract';
import type { ManifestFacts } from './check';

/** What would keep the shell from loading the remote, and notes; `unchecked` says why the shared versions were not. */
export interface Compatibility {
  readonly problems: readonly string[];
  readonly notes: readonly string[];
  readonly unchecked?: string;
}

/** What the shell's runtime config says it provides; null where a shell built before it said so does not. */
export interface ShellFacts {
  /** Package → version; a subpath such as `react-dom/client` comes with its package. */
  readonly provided: Readonly<Record<string, string>> | null;
  readonly federationRuntime: string | null;
}

export const NO_SHARED_VERSIONS = "the shell's runtime config lists no shared versions (rebuild and deploy the shell)";
const NO_FEDERATION_RUNTIME =
  "the shell's runtime config does not say which federation runtime it runs (rebuild and deploy the shell)";

/**
 * Tests each library the remote shares against the shell's version of it, the federation runtime it was built against
 * against the shell's, and its container name against the runtime config's (the shell looks for a container of that
 * name). A library the shell does not provide is no failure: the remote then loads its own copy; it is noted.
 */
export function checkCompatibility(
  remote: string,
  manifest: Pick<ManifestFacts, 'name' | 'shared' | 'federationRuntime'>,
  shell: ShellFacts,
): Compatibility {
  const problems: string[] = [];
  const notes: string[] = [];
  for (const { name, requiredVersion } of shell.provided ? manifest.shared : []) {
    const version = shell.provided?.[name] ?? shell.provided?.[sharedPackage(name)];
    if (version === undefined) notes.push(`${name}: not provided by the shell, ${remote} loads its own copy`);
    else if (requiredVersion !== null && !satisfy(version, requiredVersion)) {
      problems.push(`${name}: the shell provides ${version}, ${remote} needs ${requiredVersion}`);
    }
  }
  if (shell.federationRuntime === null) notes.push(NO_FEDERATION_RUNTIME);
  else {
    const problem = federationRuntimeIncompatibility(remote, manifest.federationRuntime, shell.federationRuntime);
    if (problem) problems.push(problem);
  }
  if (manifest.name !== null && manifest.name !== remote) {
    problems.push(`the manifest is the ${manifest.name} remote's, but the runtime config lists it as ${remote}`);
  }
  return shell.provided
    ? { problems, notes }
    : { problems, notes: [NO_SHARED_VERSIONS], unchecked: NO_SHARED_VERSIONS };
}
