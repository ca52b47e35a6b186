/**
 * What the health check reads from a remote's `mf-manifest.json`: the federation plugin's format plus the site's
 * `metaData.routes`. Both layouts are read the same way: a flat build (`remoteEntry.path` "") and a versioned deploy's
 * pointer manifest at the site root (`remoteEntry.path` "v/<version>", `buildVersion` the deploy's version id).
 */
import { FEDERATION_RUNTIME_FIELD, remoteFileUrl } from '@mediavelocity/contract';
import { ProbeError } from './probe';

/** One library the remote shares, as its build recorded it. */
export interface SharedRequirement {
  readonly name: string;
  /** The version the remote was built with. */
  readonly version: string | null;
  /** The range the remote accepts; null when it accepts any version (`requiredVersion: false`). */
  readonly requiredVersion: string | null;
}

export interface ManifestFacts {
  /** `metaData.name`: the remote's container name, which the runtime config must list it under. */
  readonly name: string | null;
  /** `metaData.buildInfo.buildVersion`: the package version, or a versioned deploy's id. */
  readonly version: string | null;
  readonly entryUrl: string;
  readonly shared: readonly SharedRequirement[];
  /** `metaData.federationRuntime`: the federation runtime version the remote was built against (it runs the shell's). */
  readonly federationRuntime: string | null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The remote's entry URL, found as the shell finds it (the contract's `remoteFileUrl`). */
export function entryUrl(manifestUrl: string, remoteEntry: { readonly name: string; readonly path?: unknown }): string {
  return remoteFileUrl(manifestUrl, remoteEntry.path, remoteEntry.name);
}

/**
 * Reads the manifest, refusing one the shell would refuse (no entry, no routes) with a ProbeError saying what is
 * missing.
 */
export function readManifest(json: unknown, manifestUrl: string): ManifestFacts {
  const metaData = isRecord(json) ? json.metaData : undefined;
  const remoteEntry = isRecord(metaData) ? metaData.remoteEntry : undefined;
  if (!isRecord(metaData) || !isRecord(remoteEntry) || typeof remoteEntry.name !== 'string' || !remoteEntry.name) {
    throw new ProbeError('not a remote manifest: no metaData.remoteEntry.name');
  }
  const routes = metaData.routes;
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
    throw new ProbeError('not a remote manifest: no metaData.routes');
  }
  const buildInfo = isRecord(metaData.buildInfo) ? metaData.buildInfo : {};
  const shared = Array.isArray((json as { shared?: unknown }).shared) ? (json as { shared: unknown[] }).shared : [];
  const byName = new Map<string, SharedRequirement>();
  for (const item of shared) {
    if (!isRecord(item) || typeof item.name !== 'string' || byName.has(item.name)) continue;
    byName.set(item.name, {
      name: item.name,
      version: stringOrNull(item.version),
      requiredVersion: stringOrNull(item.requiredVersion),
    });
  }
  return {
    name: stringOrNull(metaData.name),
    version: stringOrNull(buildInfo.buildVersion),
    entryUrl: entryUrl(manifestUrl, { name: remoteEntry.name, path: remoteEntry.path }),
    shared: [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    federationRuntime: stringOrNull(metaData[FEDERATION_RUNTIME_FIELD]),
  };
}
