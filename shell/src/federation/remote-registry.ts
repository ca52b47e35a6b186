import { satisfy } from '@module-federation/runtime-core';
import { matchPath } from 'react-router-dom';
import {
  FEDERATION_RUNTIME_FIELD,
  federationRuntimeIncompatibility,
  fetchJsonWithinTime,
  readPatience,
  setPatience,
  withinTime,
  ROUTES_EXPOSE,
  RUNTIME_CONFIG_FILE,
  remoteFileUrl,
  sharedPackage,
  type RemoteRoute,
  type RemoteRouteManifest,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@mediavelocity/contract';

/** The slice of the federation runtime the registry uses (injected, so tests need no real remotes). */
export interface FederationApi {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /**
   * The version of the federation runtime core the page runs (the shell's, which the remotes run on too); undefined
   * when unknown, and then the runtime config's `federationRuntime` is used.
   */
  runtimeVersion?(): string | undefined;
}

/** What a remote's mf-manifest.json tells the shell; the rest of the manifest is the federation runtime's. */
interface ManifestInfo {
  readonly entry: string;
  readonly routes: readonly string[];
  /** The scripts of the remote's routes module, to fetch alongside its entry rather than after it has run. */
  readonly routesScripts: readonly string[];
  /** The shared libraries the remote was built against: each one's name and the range of versions it accepts. */
  readonly shared: readonly SharedRequirement[];
  /** The version of the federation runtime the remote was built against (it runs on the shell's); null if unsaid. */
  readonly federationRuntime: string | null;
}

interface SharedRequirement {
  readonly name: string;
  readonly requiredVersion: string;
}

interface ManifestExpose {
  readonly path?: unknown;
  readonly assets?: { readonly js?: { readonly sync?: unknown } };
}

type ManifestState =
  | { readonly status: 'loading'; readonly promise: Promise<void> }
  | { readonly status: 'ready'; readonly info: ManifestInfo; readonly at: number }
  | { readonly status: 'failed'; readonly error: Error };

/** A remote that could not be used: its message says which, and why. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/**
 * How long the manifests read at start-up are trusted: a remote first loaded later than that reads its manifest again,
 * so a version deployed since the page loaded is the one it gets.
 */
const MANIFEST_FRESH_MS = 10_000;

/** What a navigation's look at its remote's live version led to. */
export type NavigationCheck = 'current' | 'reload';

/** Stands for "every remote" when the runtime config itself could not be read. */
export const SITE = 'site';

function errorOf(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** What the shell needs from a manifest (entry, routes, shared ranges); one without entry or routes is refused. */
export function parseManifest(manifestUrl: string, json: unknown): ManifestInfo {
  const metaData = (json as { metaData?: Record<string, unknown> } | null)?.metaData;
  const remoteEntry = metaData?.remoteEntry as { name?: unknown; path?: unknown } | undefined;
  const routes = (metaData as Partial<RemoteRouteManifest> | undefined)?.routes;
  if (typeof remoteEntry?.name !== 'string' || !isStringArray(routes)) {
    throw new RemoteLoadError(`${manifestUrl} is not a Mediavelocity remote manifest (no entry or routes).`);
  }
  const url = (file: string) => remoteFileUrl(manifestUrl, remoteEntry.path, file);
  const exposes = (json as { exposes?: unknown }).exposes;
  const routesExpose = Array.isArray(exposes)
    ? (exposes as ManifestExpose[]).find((expose) => expose.path === ROUTES_EXPOSE)
    : undefined;
  const scripts = routesExpose?.assets?.js?.sync;
  const shared = (json as { shared?: unknown }).shared;
  const federationRuntime = metaData?.[FEDERATION_RUNTIME_FIELD];
  return {
    entry: url(remoteEntry.name),
    routes,
    routesScripts: isStringArray(scripts) ? scripts.map(url) : [],
    shared: Array.isArray(shared)
      ? (shared as Partial<SharedRequirement>[]).flatMap(({ name, requiredVersion }) =>
          typeof name === 'string' && typeof requiredVersion === 'string' ? [{ name, requiredVersion }] : [],
        )
      : [],
    federationRuntime: typeof federationRuntime === 'string' && federationRuntime ? federationRuntime : null,
  };
}

/**
 * Why a remote cannot run in this shell, or undefined if it can: a shared singleton it was built against in a
 * version range the shell's copy is not in (the federation runtime shares strictly). Two copies of React in one page
 * would break every hook, so such a remote is refused before any of its code is fetched.
 */
export function incompatibility(
  remote: string,
  required: readonly SharedRequirement[],
  provided: Readonly<Record<string, string>>,
): string | undefined {
  for (const { name, requiredVersion } of required) {
    const version = provided[sharedPackage(name)];
    if (version !== undefined && !satisfy(version, requiredVersion)) {
      return `The ${remote} remote needs ${name} ${requiredVersion}; the site runs ${version}. It is not loaded.`;
    }
  }
  return undefined;
}

/** Asks the browser to fetch a script now, for the federation runtime to find in its cache when it asks. */
function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.append(link);
}

/**
 * Knows every remote's location (from the runtime config) and the paths it owns (from its manifest), and loads a
 * remote's routes only when one of its paths is visited. A remote that cannot be reached costs only its own routes:
 * its state says so, the failure is reported once, and `reset` lets a Retry try again without a page reload.
 *
 * The promises it hands out are kept (a failure too) until `reset`, so React can suspend on them (`use`) render after
 * render without starting a new request each time.
 */
export class RemoteRegistry {
  private config?: Promise<RuntimeConfig>;
  private configFailed = false;
  /** The runtime config, once read, with every remote's manifest requested; undefined when it could not be read. */
  private started?: Promise<RuntimeConfig | undefined>;
  /** Each remote's manifest; those that have loaded in the order they arrived (see `ownerOf`). */
  private readonly manifests = new Map<string, ManifestState>();
  /** Per path: resolves once its owner is known (see `routed`). */
  private readonly routing = new Map<string, Promise<void>>();
  private readonly routeModules = new Map<string, Promise<readonly RemoteRoute[]>>();
  private readonly registered = new Set<string>();
  /** Registered remotes whose load failed or was reset: the next load registers them again with force. */
  private readonly stale = new Set<string>();
  private readonly reported = new Set<string>();
  /** The entry each registered remote was loaded from: the version this page runs. */
  private readonly loadedEntries = new Map<string, string>();
  /** The navigation last checked (see `checkNavigation`): the first one is the page load itself. */
  private navigation?: { readonly key: string; readonly promise: Promise<NavigationCheck> };

  constructor(
    private readonly federation: FederationApi,
    private readonly fetchJson: (url: string) => Promise<unknown> = fetchJsonWithinTime,
    private readonly configUrl: string = `/${RUNTIME_CONFIG_FILE}`,
    private readonly preload: (url: string) => void = preloadScript,
    private readonly reloadPage: () => void = () => window.location.reload(),
  ) {}

  /**
   * The runtime config, read once (again after a failure). Its wait bounds, if it has any, are set for the whole page
   * before anything else sees the config, so every wait from then on uses them (see patience.ts).
   */
  runtimeConfig(): Promise<RuntimeConfig> {
    this.config ??= this.fetchJson(this.configUrl).then((json) => {
      const config = json as Partial<RuntimeConfig> | null;
      if (!config?.remotes || typeof config.remotes !== 'object') {
        throw new Error(`${this.configUrl} has no "remotes".`);
      }
      if (config.patience !== undefined) {
        try {
          setPatience(readPatience(config.patience));
        } catch (error) {
          console.warn(`[mediavelocity] ${this.configUrl}: ${errorOf(error).message} The site's own bounds hold.`);
        }
      }
      return config as RuntimeConfig;
    });
    return this.config;
  }

  /** Reads the runtime config and asks for every remote's manifest at once; never rejects. The same until `reset`. */
  private start(): Promise<RuntimeConfig | undefined> {
    this.started ??= this.runtimeConfig().then(
      (config) => {
        this.configFailed = false;
        for (const [name, url] of Object.entries(config.remotes)) void this.manifest(name, url);
        return config;
      },
      (error: unknown) => {
        this.config = undefined;
        this.configFailed = true;
        this.report(RUNTIME_CONFIG_FILE, errorOf(error));
        return undefined;
      },
    );
    return this.started;
  }

  /**
   * Resolves once the owner of `pathname` is known: as soon as one remote's manifest claims the path, without waiting
   * for the others (a slow remote costs only its own pages); or, when none claims it, once every manifest has loaded
   * or failed, each within GIVE_UP_MS. Never rejects; the same promise until `reset`, so React can suspend on it.
   */
  routed(pathname: string): Promise<void> {
    let promise = this.routing.get(pathname);
    if (!promise) {
      promise = this.route(pathname);
      this.routing.set(pathname, promise);
    }
    return promise;
  }

  private async route(pathname: string): Promise<void> {
    const config = await this.start();
    if (!config) return;
    const remotes = Object.entries(config.remotes);
    let left = remotes.length;
    await new Promise<void>((resolve) => {
      if (left === 0) resolve();
      for (const [name, url] of remotes) {
        void this.manifest(name, url).then(() => {
          left -= 1;
          if (left === 0 || this.claims(name, pathname)) resolve();
        });
      }
    });
  }

  /** Resolves once the remote's manifest has loaded or failed (never rejects). */
  private manifest(name: string, url: string): Promise<void> {
    const state = this.manifests.get(name);
    if (state?.status === 'loading') return state.promise;
    if (state) return Promise.resolve();
    // Parsed before either outcome is recorded: a manifest that is not one fails like one that did not load.
    const promise = this.fetchJson(url)
      .then((json) => parseManifest(url, json))
      .then(
        (info) => {
          // Moved to the end: manifests that have loaded stand in the order they arrived (see `ownerOf`).
          this.manifests.delete(name);
          this.manifests.set(name, { status: 'ready', info, at: Date.now() });
        },
        (error: unknown) => {
          const failure = new RemoteLoadError(`The ${name} remote's manifest (${url}) did not load.`, {
            cause: error,
          });
          this.manifests.set(name, { status: 'failed', error: failure });
          this.report(name, failure);
        },
      );
    this.manifests.set(name, { status: 'loading', promise });
    return promise;
  }

  /** Resolves once this remote's manifest has loaded or failed, whatever the others do (never rejects). */
  private async manifestOf(name: string): Promise<void> {
    const url = (await this.start())?.remotes[name];
    if (url) await this.manifest(name, url);
  }

  private claims(name: string, pathname: string): boolean {
    const state = this.manifests.get(name);
    return (
      state?.status === 'ready' &&
      state.info.routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname))
    );
  }

  /** The entry URL of a remote's live version, as its manifest gave it (undefined until it has loaded). */
  liveEntry(name: string): string | undefined {
    const state = this.manifests.get(name);
    return state?.status === 'ready' ? state.info.entry : undefined;
  }

  /**
   * Once a client-side navigation has shown a page of `remote`: reads the remote's manifest again, and when another
   * version is live than the one this page runs, loads the page afresh at its address (two versions of one remote
   * cannot run side by side: they share module ids). A remote not loaded yet needs no check: it reads its manifest
   * again as it loads (see `fetchRoutes`). The page load itself (the first `key`, e.g. its path) is not checked, nor
   * is a path no remote owns (`remote` undefined); a key is checked once, however often it is asked in a row.
   */
  checkNavigation(remote: string | undefined, key: string): Promise<NavigationCheck> {
    if (this.navigation?.key === key) return this.navigation.promise;
    const loaded = remote === undefined ? undefined : this.loadedEntries.get(remote);
    const promise =
      this.navigation && remote !== undefined && loaded !== undefined
        ? this.checkLive(remote, loaded)
        : Promise.resolve<NavigationCheck>('current');
    this.navigation = { key, promise };
    return promise;
  }

  private async checkLive(remote: string, loaded: string): Promise<NavigationCheck> {
    const info = await this.readManifestAgain(remote);
    if (!info || info.entry === loaded) return 'current';
    console.info(`[mediavelocity] New ${remote} version: reloading.`);
    this.reloadPage();
    return 'reload';
  }

  /** The remote's manifest read anew; undefined when it does not answer or is not readable. */
  private async readManifestAgain(remote: string): Promise<ManifestInfo | undefined> {
    const url = (await this.runtimeConfig().catch(() => undefined))?.remotes[remote];
    if (!url) return undefined;
    try {
      return parseManifest(url, await this.fetchJson(url));
    } catch {
      return undefined;
    }
  }

  /**
   * The remote whose published routes match `pathname`, among the remotes whose manifest has loaded. Should two claim
   * it (a page moving between remotes), the one whose manifest arrived first keeps it: a page's owner never changes
   * under it.
   */
  ownerOf(pathname: string): string | undefined {
    for (const name of this.manifests.keys()) if (this.claims(name, pathname)) return name;
    return undefined;
  }

  /**
   * Remotes whose manifest could not be read: any unmatched path may belong to one of them. When the runtime config
   * itself did not load, no remote is known and every path is in doubt: `['site']`.
   */
  unreachable(): string[] {
    if (this.configFailed) return [SITE];
    return [...this.manifests].filter(([, state]) => state.status === 'failed').map(([name]) => name);
  }

  /**
   * The remote's pages, given up after GIVE_UP_MS (the entry and the routes module are each bounded by it as well); a
   * failure is reported once and stays until `reset`, after which the remote is registered afresh.
   */
  loadRoutes(name: string): Promise<readonly RemoteRoute[]> {
    let promise = this.routeModules.get(name);
    if (!promise) {
      promise = withinTime(this.fetchRoutes(name), `The ${name} remote`);
      this.routeModules.set(name, promise);
      promise.catch((error: unknown) => {
        this.stale.add(name);
        this.report(name, errorOf(error));
      });
    }
    return promise;
  }

  private async fetchRoutes(name: string): Promise<readonly RemoteRoute[]> {
    await this.manifestOf(name);
    let state = this.manifests.get(name);
    // A remote first loaded well after start-up loads the version live now, not the one live when the page loaded.
    if (state?.status === 'ready' && !this.registered.has(name) && Date.now() - state.at > MANIFEST_FRESH_MS) {
      const info = await this.readManifestAgain(name);
      if (info) {
        state = { status: 'ready', info, at: Date.now() };
        this.manifests.set(name, state);
      }
    }
    // Fetched while the remote's entry loads: otherwise the routes module is asked for only once the entry has run.
    if (state?.status === 'ready' && !this.registered.has(name)) {
      await this.assertCompatible(name, state.info);
      for (const url of state.info.routesScripts) this.preload(url);
    }
    const module = (await this.loadModule(name, ROUTES_EXPOSE)) as Partial<RemoteRoutesModule> | null;
    if (!module || !Array.isArray(module.routes)) {
      throw new RemoteLoadError(`The ${name} remote's ${ROUTES_EXPOSE} module exports no routes.`);
    }
    return module.routes;
  }

  /**
   * Loads another module a remote exposes (e.g. the account widget), once that remote's manifest is known, within
   * GIVE_UP_MS. A failure is reported once and rejects, so the caller can leave its place empty.
   */
  async loadExposed(name: string, expose: string): Promise<unknown> {
    try {
      await this.manifestOf(name);
      return await withinTime(this.loadModule(name, expose), `The ${name} remote`);
    } catch (error) {
      this.stale.add(name);
      this.report(`${name}/${expose}`, errorOf(error));
      throw error;
    }
  }

  private async loadModule(name: string, expose: string): Promise<unknown> {
    const state = this.manifests.get(name);
    if (state?.status !== 'ready') throw new RemoteLoadError(`The ${name} remote's manifest is not loaded.`);
    if (!this.registered.has(name) || this.stale.has(name)) {
      await this.assertCompatible(name, state.info);
      // A remote that failed or was reset is registered again with force, which drops the runtime's caches.
      this.federation.registerRemotes([{ name, entry: state.info.entry }], { force: this.registered.has(name) });
      this.registered.add(name);
      this.loadedEntries.set(name, state.info.entry);
      this.stale.delete(name);
    }
    try {
      return await this.federation.loadRemote(`${name}/${expose.replace(/^\.\//, '')}`);
    } catch (error) {
      this.stale.add(name);
      throw new RemoteLoadError(`The ${name} remote did not load (${errorOf(error).message}).`, { cause: error });
    }
  }

  /**
   * Refuses a remote built against another federation runtime than the shell's (it would run its entry on the
   * shell's), or against versions of the shared libraries the shell does not run, before any of its code is fetched.
   * Checked when a visit needs the remote, not at start-up for every remote.
   */
  private async assertCompatible(name: string, info: ManifestInfo): Promise<void> {
    const config = await this.runtimeConfig();
    const runtime = this.federation.runtimeVersion?.() ?? config.federationRuntime;
    const problem =
      (runtime === undefined ? undefined : federationRuntimeIncompatibility(name, info.federationRuntime, runtime)) ??
      incompatibility(name, info.shared, config.shared ?? {});
    if (problem) throw new RemoteLoadError(problem);
  }

  /** Forgets what is known of these remotes (and the runtime config) so the next visit fetches them again. */
  reset(names: readonly string[]): void {
    this.reported.delete(RUNTIME_CONFIG_FILE);
    this.started = undefined;
    this.routing.clear();
    for (const name of names) {
      if (this.manifests.get(name)?.status !== 'loading') this.manifests.delete(name);
      this.routeModules.delete(name);
      this.reported.delete(name);
      if (this.registered.has(name)) this.stale.add(name);
    }
  }

  /** Each failure is reported once on the console, not on every render. */
  private report(source: string, error: Error): void {
    if (this.reported.has(source)) return;
    this.reported.add(source);
    console.error(`[mediavelocity] ${error.message}`, error.cause ?? '');
  }
}
