/**
 * Whether a remote accepts the shared libraries the shell provides. The shell loads first and its copies are the
 * singletons every remote gets (share strategy `loaded-first`); a remote shares them with `strictVersion`, so a
 * provided version outside the remote's `requiredVersion` range makes the federation runtime refuse to load it.
 *
 * Ranges are tested with the federation runtime's own `satisfy` (@module-federation/runtime-core, already a
 * dependency): the very function the shell runs in the browser for that check, so this verdict is the runtime's,
 * edge cases (prereleases, `||` ranges) included. The `semver` package would be a second implementation that could
 * disagree with it at those edges, and one more dependency.
 */
import { satisfy } from '@module-federation/runtime-core';
import { sharedPackage } from '@mediavelocity/contract';
import type { SharedRequirement } from './manifest';

export type Compatibility =
  | { readonly status: 'yes'; readonly notes: readonly string[] }
  | { readonly status: 'no'; readonly problems: readonly string[]; readonly notes: readonly string[] }
  | { readonly status: 'unknown'; readonly reason: string };

/** A shell built before its runtime config listed them. */
export const NO_SHARED_VERSIONS = "the shell's runtime config lists no shared versions (rebuild and deploy the shell)";

/**
 * Tests each library the remote shares against the shell's version of it (`provided`: package → version, from the
 * runtime config; a subpath such as `react-dom/client` comes with its package). A library the shell does not provide
 * is no failure: the remote then loads its own copy; it is noted.
 */
export function checkCompatibility(
  remote: string,
  shared: readonly SharedRequirement[],
  provided: Readonly<Record<string, string>> | null,
): Compatibility {
  if (provided === null) return { status: 'unknown', reason: NO_SHARED_VERSIONS };
  const problems: string[] = [];
  const notes: string[] = [];
  for (const requirement of shared) {
    const version = provided[requirement.name] ?? provided[sharedPackage(requirement.name)];
    if (version === undefined) {
      notes.push(`${requirement.name}: not provided by the shell, ${remote} loads its own copy`);
    } else if (requirement.requiredVersion !== null && !satisfy(version, requirement.requiredVersion)) {
      problems.push(
        `${requirement.name}: the shell provides ${version}, ${remote} needs ${requirement.requiredVersion}`,
      );
    }
  }
  return problems.length > 0 ? { status: 'no', problems, notes } : { status: 'yes', notes };
}
