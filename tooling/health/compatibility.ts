/**
 * Whether the shell can load a remote: its copies, loaded first, are every remote's singletons (`loaded-first`), and
 * with `strictVersion` the runtime refuses a remote whose `requiredVersion` they miss. Ranges are tested with the
 * runtime's own `satisfy`, so edge cases (prereleases, `||`) agree with it, as the `semver` package might not.
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
 * Tests the remote's shared libraries and federation runtime against the shell's, and its container name against the
 * runtime config's (the shell looks for that one). A library the shell lacks is noted: the remote loads its own copy.
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
