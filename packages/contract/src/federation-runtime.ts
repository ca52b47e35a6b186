/**
 * The remotes are built with `externalRuntime`: they carry no federation runtime of their own and run on the shell's
 * (packages/federation/src/provide-runtime-core.ts hands it to them), so the bundler runtime compiled into a remote's
 * entry calls a runtime core of whatever version the shell was built with. Each remote's manifest therefore records the
 * version of @module-federation/runtime-core it was built against ({@link FEDERATION_RUNTIME_FIELD} in `metaData`),
 * the shell's runtime config records its own (`federationRuntime`), and a remote is loaded only when the two agree on
 * major and minor version: the @module-federation packages are released together, and a minor release may change
 * what the bundler runtime asks of the core. A patch release apart is accepted.
 */

/** The field of a remote manifest's `metaData` that holds the federation runtime version it was built against. */
export const FEDERATION_RUNTIME_FIELD = 'federationRuntime';

const MAJOR_MINOR = /^(\d+)\.(\d+)\.\d+/;

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
      `${shellVersion} (the remotes run on the shell's federation runtime, which must be the same major.minor ` +
      `version). Build and deploy the shell and the remotes with one @module-federation version. It is not loaded.`
    );
  }
  return undefined;
}
