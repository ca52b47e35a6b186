/**
 * A remote's `mf-manifest.json` as the site reads it: the federation plugin's format, plus what the site's build adds
 * to `metaData` (its routes and pages, see @mediavelocity/contract's RemoteRouteManifest, and the federation runtime it
 * was built against). The one reader of it: the shell loads remotes by it, and the tooling (the health check, the
 * deploys, the prerender) reads it the same way, so a manifest one refuses the others refuse too. By hand, not with a
 * schema library: the shell's first load carries it, and its script budget has no room for one.
 */
import { ROUTES_EXPOSE } from '@mediavelocity/contract';

export const MANIFEST_FILE = 'mf-manifest.json';

/** The field of `metaData` that holds the federation runtime version the remote was built against. */
export const FEDERATION_RUNTIME_FIELD = 'federationRuntime';

/** A shared library the remote was built against, and the range of versions it accepts (null: any). */
export interface SharedRequirement {
  readonly name: string;
  readonly requiredVersion: string | null;
}

/** What the shell needs of a remote's manifest to load it; the rest of it is the federation runtime's. */
export interface RemoteManifest {
  /** The URL of the remote's entry. */
  readonly entry: string;
  /** The path patterns the remote owns, in react-router syntax. */
  readonly routes: readonly string[];
  /** The scripts of the remote's routes module, as URLs: fetched beside its entry rather than after it has run. */
  readonly routesScripts: readonly string[];
  readonly shared: readonly SharedRequirement[];
  /** The version of the federation runtime the remote was built against (it runs on the shell's); null when unsaid. */
  readonly federationRuntime: string | null;
  /** `metaData.pages` as published (see RemoteRouteManifest), read only by the shell's prefetcher. */
  readonly pages: unknown;
  /** A file of the remote's build, by its name in the manifest, as a URL. */
  readonly fileUrl: (file: string) => string;
}

/** What the tooling reads of a manifest besides: which remote and which build it is. */
export interface NamedManifest extends RemoteManifest {
  /** The container's name (the runtime config must list the remote by it); null when unsaid. */
  readonly name: string | null;
  /** `metaData.buildInfo.buildVersion`: the package version, or a versioned deploy's; null when unsaid. */
  readonly version: string | null;
}

/** A remote that cannot be used: its message says which, and why. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** The manifest's JSON, every field in doubt. */
interface ManifestJson {
  readonly metaData?: {
    readonly name?: unknown;
    readonly buildInfo?: { readonly buildVersion?: unknown } | null;
    readonly remoteEntry?: { readonly name?: unknown; readonly path?: unknown } | null;
    readonly routes?: unknown;
    readonly pages?: unknown;
    readonly [FEDERATION_RUNTIME_FIELD]?: unknown;
  } | null;
  readonly exposes?: unknown;
  readonly shared?: unknown;
}

/** A non-empty string, or null. */
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The items of `value` if it is an array (none if not), each an object with the fields it may have, or not. */
const items = <T>(value: unknown): (Partial<T> | null | undefined)[] => (Array.isArray(value) ? value : []);

/**
 * The manifest at `manifestUrl` (its files are found from there), read; one the shell could not load a remote by (no
 * entry, no routes) is refused with a RemoteLoadError naming the field missing.
 */
export function readRemoteManifest(json: unknown, manifestUrl: string): RemoteManifest {
  const { metaData, exposes, shared } = (json ?? {}) as ManifestJson;
  const remoteEntry = metaData?.remoteEntry;
  const entry = text(remoteEntry?.name);
  const routes = metaData?.routes;
  if (!entry || !isStringArray(routes)) {
    const missing = entry ? 'routes' : 'remoteEntry.name';
    throw new RemoteLoadError(`${manifestUrl} is not a Mediavelocity remote manifest: no metaData.${missing}`);
  }
  // In the folder `metaData.remoteEntry.path` (empty for a flat build, `v/<version>` behind a versioned deploy's
  // pointer), relative to the manifest's own URL.
  const folder = text(remoteEntry?.path)?.replace(/\/?$/, '/') ?? '';
  const fileUrl = (file: string) => new URL(folder + file, manifestUrl).href;
  const scripts = items<{ path: unknown; assets: { js?: { sync?: unknown } } }>(exposes).find(
    (expose) => expose?.path === ROUTES_EXPOSE,
  )?.assets?.js?.sync;
  return {
    entry: fileUrl(entry),
    routes,
    routesScripts: isStringArray(scripts) ? scripts.map(fileUrl) : [],
    // `requiredVersion: false` (any version) reads as null.
    shared: items<{ name: unknown; requiredVersion: unknown }>(shared).flatMap((lib) =>
      typeof lib?.name === 'string' ? [{ name: lib.name, requiredVersion: text(lib.requiredVersion) }] : [],
    ),
    federationRuntime: text(metaData?.[FEDERATION_RUNTIME_FIELD]),
    pages: metaData?.pages,
    fileUrl,
  };
}

/**
 * The manifest read as the shell reads it (readRemoteManifest), with the remote's name and build version, which the
 * tooling reports and checks: apart, so the shell's first load carries no code it does not run.
 */
export function readManifest(json: unknown, manifestUrl: string): NamedManifest {
  const metaData = (json as ManifestJson | null)?.metaData;
  return {
    ...readRemoteManifest(json, manifestUrl),
    name: text(metaData?.name),
    version: text(metaData?.buildInfo?.buildVersion),
  };
}
