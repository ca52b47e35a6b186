/**
 * Whether the shell can run a remote: the one check, made by the shell before it loads a remote and by
 * `npm run check:remotes` before and after a deploy.
 *
 * Shared libraries: the shell's copies, loaded first, are every remote's singletons (`loaded-first`), and with
 * `strictVersion` the runtime refuses a remote whose `requiredVersion` they miss. Ranges are tested with the runtime's
 * own `satisfy`, so edge cases (prereleases, `||`) agree with it, as the `semver` package might not.
 *
 * The federation runtime: the remotes are built with `externalRuntime`: they carry no federation runtime of their own
 * and run on the shell's (provide-runtime-core.ts hands it to them), so the bundler runtime compiled into a remote's
 * entry calls a runtime core of whatever version the shell was built with. Each remote's manifest therefore records the
 * version of @module-federation/runtime-core it was built against (`metaData.federationRuntime`, see manifest.ts),
 * the shell's runtime config records its own (`federationRuntime`), and a remote is loaded only when the two agree on
 * major and minor version: the @module-federation packages are released together, and a minor release may change
 * what the bundler runtime asks of the core. A patch release apart is accepted.
 */
import { satisfy } from '@module-federation/runtime-core';
import type { RemoteManifest } from './manifest';

const MAJOR_MINOR = /^(\d+)\.(\d+)\.\d+/;
const PLAIN_VERSION = /^\d+\.\d+\.\d+$/;

/**
 * Whether `version` is in `range`. A version is in a caret, tilde or exact range of itself whatever the rules, and
 * that is the usual case (the shell and the remotes built from one lockfile): answered without the runtime's parser,
 * whose first use in a page costs more than the rest of the check.
 */
export function inRange(version: string, range: string): boolean {
  const itself = [version, `=${version}`, `^${version}`, `~${version}`];
  return (PLAIN_VERSION.test(version) && itself.includes(range)) || satisfy(version, range);
}

/**
 * Why a remote built against federation runtime `remoteVersion` cannot run on the shell's `shellVersion`, or
 * undefined when it can. A remote that does not say (built before remotes recorded it, or not by this site's build) is
 * refused: nothing tells whether it works on the shell's runtime.
 */
export function federationRuntimeIncompatibility(
  remote: string,
  remoteVersion: string | null | undefined,
  shellVersion: string,
): string | undefined {
  const shell = MAJOR_MINOR.exec(shellVersion);
  if (!remoteVersion) {
    return (
      `The ${remote} remote does not say which federation runtime it was built against; the site runs ` +
      `@module-federation/runtime-core ${shellVersion}. Rebuild and deploy the remote. It is not loaded.`
    );
  }
  const built = MAJOR_MINOR.exec(remoteVersion);
  if (!shell || !built || shell[1] !== built[1] || shell[2] !== built[2]) {
    return (
      `The ${remote} remote was built against @module-federation/runtime-core ${remoteVersion}; the site runs ` +
      `${shellVersion}, a different major.minor. Build and deploy the shell and the remotes with one ` +
      `@module-federation version. It is not loaded.`
    );
  }
  return undefined;
}

/** The package a share key belongs to: `react/jsx-runtime` → `react`, `@scope/lib/sub` → `@scope/lib`. */
export function sharedPackage(shareKey: string): string {
  const parts = shareKey.split('/');
  return parts.slice(0, shareKey.startsWith('@') ? 2 : 1).join('/');
}

/** The version the shell provides of a share key (the runtime config lists packages); undefined for none. */
export const providedVersion = (shareKey: string, provided: Readonly<Record<string, string>>): string | undefined =>
  provided[sharedPackage(shareKey)];

/**
 * Why the shell cannot run the remote, a sentence each; none when it can. A shared singleton in a version the remote's
 * range does not accept would put two copies of React in one page, which breaks every hook. What the shell's runtime
 * config does not say (`provided`: package → version of each shared singleton; the federation runtime it runs) is not
 * checked, nor a library it does not provide (the remote loads its own).
 */
export function incompatibilities(
  remote: string,
  manifest: Pick<RemoteManifest, 'shared' | 'federationRuntime'>,
  provided: Readonly<Record<string, string>> | null | undefined,
  federationRuntime: string | null | undefined,
): string[] {
  const runtime =
    federationRuntime && federationRuntimeIncompatibility(remote, manifest.federationRuntime, federationRuntime);
  const problems = runtime ? [runtime] : [];
  for (const { name, requiredVersion } of manifest.shared) {
    const version = provided && providedVersion(name, provided);
    if (version && requiredVersion && !inRange(version, requiredVersion)) {
      problems.push(
        `The ${remote} remote needs ${name} ${requiredVersion}; the site runs ${version}. It is not loaded.`,
      );
    }
  }
  return problems;
}
