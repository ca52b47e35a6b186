import type { ComponentType } from 'react';
import {
  fetchJsonWithinTime,
  readPatience,
  setPatience,
  withinTime,
  TimeoutError,
  ROUTES_EXPOSE,
  RUNTIME_CONFIG_FILE,
  type RemoteRoute,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@mediavelocity/contract';
import { incompatibilities } from '@mediavelocity/federation/src/compatibility';
import { readRemoteManifest, RemoteLoadError, type RemoteManifest } from '@mediavelocity/federation/src/manifest';
import { pathMatches } from './route-match';

/** The slice of the federation runtime the registry uses (injected, so tests need no real remotes). */
export interface FederationApi {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /** Loads (and runs) a registered remote's entry, nothing it exposes; rejects when it did not load. */
  loadEntry(name: string, entry: string): Promise<void>;
  /**
   * The version of the federation runtime core the page runs (the shell's, which the remotes run on too); undefined
   * when unknown, and then the runtime config's `federationRuntime` is used.
   */
  runtimeVersion?(): string | undefined;
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

/** One step of loading a remote: loading, then ready or failed; the promise is kept, a failure too, until `reset`. */
interface Step<T> {
  status: 'loading' | 'ready' | 'failed';
  readonly promise: Promise<T>;
  /** Once ready. */
  value?: T;
}

function step<T>(promise: Promise<T>): Step<T> {
  const result: Step<T> = { status: 'loading', promise };
  promise.then(
    (value) => {
      result.status = 'ready';
      result.value = value;
    },
    () => (result.status = 'failed'),
  );
  return result;
}

/** A manifest as read, with when: see MANIFEST_FRESH_MS. */
interface ReadManifest {
  readonly info: RemoteManifest;
  readonly at: number;
}

/**
 * Everything known of one remote: where it stands in each step of loading, and the pages loaded from it. The visit
 * of a page and a prefetch go through the same steps, so neither asks for what the other has (or has failed to get).
 */
interface RemoteState {
  manifest?: Step<ReadManifest>;
  /** The manifest read again before the remote's first load (see MANIFEST_FRESH_MS). */
  refresh?: Promise<ReadManifest>;
  /** The container script, loaded and run; its value is the entry URL, the version this page runs. */
  entry?: Step<string>;
  routes?: Step<readonly RemoteRoute[]>;
  readonly pages: WeakMap<RemoteRoute, Step<ComponentType>>;
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
 * remote only when one of its paths is visited (or, for the prefetcher, its entry and routes ahead of a visit). A
 * remote that cannot be reached costs only its own routes: its state says so, the failure is reported once, and
 * `reset` lets a Retry try again without a page reload.
 *
 * Each remote goes through three steps, each loading, ready or failed: its manifest, its entry, its routes module;
 * then a chunk per page. Each wait has one bound: the manifest's fetch and the routes module and each page are given
 * up after GIVE_UP_MS here; the entry by the federation runtime (the shell's runtime plugin gives its script that
 * bound). The promises it hands out are kept (a failure too) until `reset`, so React can suspend on them (`use`)
 * render after render without starting a new request each time.
 */
export class RemoteRegistry {
  private config?: Promise<RuntimeConfig>;
  private configFailed = false;
  /** The runtime config, once read, with every remote's manifest requested; undefined when it could not be read. */
  private started?: Promise<RuntimeConfig | undefined>;
  private readonly remotes = new Map<string, RemoteState>();
  /** The remotes whose manifest has loaded, in the order they arrived (see `ownerOf`). */
  private arrived: string[] = [];
  /** Per path: resolves once its owner is known (see `routed`). */
  private readonly routing = new Map<string, Promise<void>>();
  /** Remotes registered with the federation runtime: registered again (after a failure or a reset) with force. */
  private readonly registered = new Set<string>();
  private readonly reported = new Set<string>();
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

  private state(name: string): RemoteState {
    let state = this.remotes.get(name);
    if (!state) {
      state = { pages: new WeakMap() };
      this.remotes.set(name, state);
    }
    return state;
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
    return this.manifestStep(name, url).promise.then(
      () => undefined,
      () => undefined,
    );
  }

  /** The remote's manifest, asked for once (again after `reset`); a failure is reported once. */
  private manifestStep(name: string, url: string): Step<ReadManifest> {
    const state = this.state(name);
    // Parsed before either outcome is recorded: a manifest that is not one fails like one that did not load.
    state.manifest ??= step(
      this.fetchJson(url)
        .then((json) => ({ info: readRemoteManifest(json, url), at: Date.now() }))
        .then(
          (read) => {
            this.arrived = [...this.arrived.filter((other) => other !== name), name];
            return read;
          },
          (error: unknown) => {
            const failure = new RemoteLoadError(`The ${name} remote's manifest (${url}) did not load.`, {
              cause: error,
            });
            this.report(name, failure);
            throw failure;
          },
        ),
    );
    return state.manifest;
  }

  /**
   * The manifest to load the remote from: the one read at start-up, or, for a remote first loaded more than
   * MANIFEST_FRESH_MS later, the one live now (read once, shared by a prefetch and the visit that follows it). A
   * manifest that does not answer again leaves the one read before. Rejects when the remote's manifest did not load.
   */
  async freshManifest(name: string): Promise<RemoteManifest> {
    const url = (await this.start())?.remotes[name];
    if (!url) throw new RemoteLoadError(`No ${name} remote is configured.`);
    const read = await this.manifestStep(name, url).promise;
    if (this.registered.has(name) || Date.now() - read.at <= MANIFEST_FRESH_MS) return read.info;
    const state = this.state(name);
    state.refresh ??= this.readManifestAgain(name)
      .then((again) => {
        const fresh = again ? { info: again, at: Date.now() } : read;
        state.manifest = { status: 'ready', promise: Promise.resolve(fresh), value: fresh };
        return fresh;
      })
      .finally(() => (state.refresh = undefined));
    return (await state.refresh).info;
  }

  private claims(name: string, pathname: string): boolean {
    return !!this.liveManifest(name)?.routes.some((pattern) => pathMatches(pattern, pathname));
  }

  /** The remote's manifest as last read (undefined until it has loaded). */
  private liveManifest(name: string): RemoteManifest | undefined {
    return this.remotes.get(name)?.manifest?.value?.info;
  }

  /** The entry URL of a remote's live version, as its manifest gave it (undefined until it has loaded). */
  liveEntry(name: string): string | undefined {
    return this.liveManifest(name)?.entry;
  }

  /**
   * Once a client-side navigation has shown a page of `remote`: reads the remote's manifest again, and when another
   * version is live than the one this page runs, loads the page afresh at its address (two versions of one remote
   * cannot run side by side: they share module ids). A remote not loaded yet needs no check: it reads its manifest
   * again as it loads (see `freshManifest`). The page load itself (the first `key`, e.g. its path) is not checked, nor
   * is a path no remote owns (`remote` undefined); a key is checked once, however often it is asked in a row.
   */
  checkNavigation(remote: string | undefined, key: string): Promise<NavigationCheck> {
    if (this.navigation?.key === key) return this.navigation.promise;
    const loaded = remote === undefined ? undefined : this.remotes.get(remote)?.entry?.value;
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
  private async readManifestAgain(remote: string): Promise<RemoteManifest | undefined> {
    const url = (await this.runtimeConfig().catch(() => undefined))?.remotes[remote];
    if (!url) return undefined;
    try {
      return readRemoteManifest(await this.fetchJson(url), url);
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
    return this.arrived.find((name) => this.claims(name, pathname));
  }

  /**
   * Remotes whose manifest could not be read: any unmatched path may belong to one of them. When the runtime config
   * itself did not load, no remote is known and every path is in doubt: `['site']`.
   */
  unreachable(): string[] {
    if (this.configFailed) return [SITE];
    return [...this.remotes].filter(([, state]) => state.manifest?.status === 'failed').map(([name]) => name);
  }

  /**
   * The remote's entry, loaded and run once (again after a failure, registered afresh): checked first against what
   * the shell runs, then its script bounded by the federation runtime (see the class). `withRoutes` (a visit): the
   * routes module's scripts are asked for beside it, not once it has run; a prefetch fetches them itself.
   */
  loadEntry(name: string, { withRoutes = false }: { readonly withRoutes?: boolean } = {}): Promise<string> {
    const state = this.state(name);
    if (state.entry?.status !== 'failed' && state.entry) return state.entry.promise;
    const entry = step(
      this.freshManifest(name).then(async (info) => {
        await this.assertCompatible(name, info);
        // A remote that failed or was reset is registered again with force, which drops the runtime's caches.
        this.federation.registerRemotes([{ name, entry: info.entry }], { force: this.registered.has(name) });
        this.registered.add(name);
        // For a visit, fetched beside the entry: otherwise the routes module is asked for only once the entry has run.
        if (withRoutes) for (const url of info.routesScripts) this.preload(url);
        await this.federation.loadEntry(name, info.entry).catch((error: unknown) => {
          throw new RemoteLoadError(`The ${name} remote did not load (${errorOf(error).message}).`, { cause: error });
        });
        return info.entry;
      }),
    );
    state.entry = entry;
    return entry.promise;
  }

  /**
   * The remote's pages, its routes module given up after GIVE_UP_MS; a failure stays until `reset`, after which the
   * remote is registered afresh. A failure is reported once, when a visit asks: not when the routes are loaded
   * `'ahead'` of one (the prefetcher's), which is silent.
   */
  loadRoutes(name: string, ahead?: 'ahead'): Promise<readonly RemoteRoute[]> {
    const state = this.state(name);
    state.routes ??= step(
      this.loadEntry(name, { withRoutes: true }).then(async () => {
        const module = (await this.loadModule(name, ROUTES_EXPOSE)) as Partial<RemoteRoutesModule> | null;
        if (!module || !Array.isArray(module.routes)) {
          throw new RemoteLoadError(`The ${name} remote's ${ROUTES_EXPOSE} module exports no routes.`);
        }
        return module.routes;
      }),
    );
    if (!ahead) state.routes.promise.catch((error: unknown) => this.report(name, errorOf(error)));
    return state.routes.promise;
  }

  /**
   * A page's component, asked for once per route (a request made during render would start again on every render
   * attempt), given up after GIVE_UP_MS; forgotten with its remote on `reset`, so a page whose chunk failed is fetched
   * anew. One loaded `'ahead'` of a visit (the prefetcher's) is forgotten as soon as it fails: the visit tries it itself.
   */
  loadPage(name: string, route: RemoteRoute, ahead?: 'ahead'): Promise<ComponentType> {
    const { pages } = this.state(name);
    let page = pages.get(route);
    if (!page) {
      const loading = step(withinTime(route.page(), `The ${name} remote's page`));
      if (ahead) loading.promise.catch(() => pages.get(route) === loading && pages.delete(route));
      pages.set(route, loading);
      page = loading;
    }
    return page.promise;
  }

  /**
   * What a render can use without waiting: the remote's routes and a page's component once loaded (undefined until
   * then). A page whose files were fetched ahead then renders in the click's first pass, not after a suspension.
   */
  loaded(name: string, route?: RemoteRoute): { routes?: readonly RemoteRoute[]; page?: ComponentType } {
    const state = this.remotes.get(name);
    return { routes: state?.routes?.value, page: route && state?.pages.get(route)?.value };
  }

  /**
   * Loads another module a remote exposes (e.g. the account widget), once that remote's entry has loaded, within
   * GIVE_UP_MS. A failure is reported once and rejects, so the caller can leave its place empty; the next attempt
   * registers the remote afresh.
   */
  async loadExposed(name: string, expose: string): Promise<unknown> {
    try {
      await this.loadEntry(name);
      return await this.loadModule(name, expose);
    } catch (error) {
      this.report(`${name}/${expose}`, errorOf(error));
      throw error;
    }
  }

  /** A module of a remote whose entry has loaded, within GIVE_UP_MS; after a failure the entry starts afresh. */
  private async loadModule(name: string, expose: string): Promise<unknown> {
    const id = `${name}/${expose.replace(/^\.\//, '')}`;
    try {
      return await withinTime(this.federation.loadRemote(id), `The ${name} remote`);
    } catch (error) {
      this.state(name).entry = undefined;
      if (error instanceof TimeoutError) throw error;
      throw new RemoteLoadError(`The ${name} remote did not load (${errorOf(error).message}).`, { cause: error });
    }
  }

  /** Where the remote's entry and routes module stand (undefined: not asked for yet, or since a Retry). */
  steps(name: string): { readonly entry?: Step<string>['status']; readonly routes?: Step<unknown>['status'] } {
    const { entry, routes } = this.state(name);
    return { entry: entry?.status, routes: routes?.status };
  }

  /**
   * Refuses a remote built against another federation runtime than the shell's (it would run its entry on the
   * shell's), or against versions of the shared libraries the shell does not run, before any of its code is fetched.
   * Checked when a visit needs the remote, not at start-up for every remote.
   */
  async assertCompatible(name: string, info: RemoteManifest): Promise<void> {
    const config = await this.runtimeConfig();
    const runtime = this.federation.runtimeVersion?.() ?? config.federationRuntime;
    const [problem] = incompatibilities(name, info, config.shared, runtime);
    if (problem) throw new RemoteLoadError(problem);
  }

  /**
   * Forgets what is known of these remotes (their manifest, entry, routes and pages) and of the runtime config, so
   * the next visit fetches them again; a remote registered before is registered again with force.
   */
  reset(names: readonly string[]): void {
    this.reported.delete(RUNTIME_CONFIG_FILE);
    this.started = undefined;
    this.routing.clear();
    for (const name of names) {
      const manifest = this.remotes.get(name)?.manifest;
      this.remotes.set(name, { pages: new WeakMap(), manifest: manifest?.status === 'loading' ? manifest : undefined });
      if (manifest?.status !== 'loading') this.arrived = this.arrived.filter((other) => other !== name);
      this.reported.delete(name);
    }
  }

  /** Each failure is reported once on the console, not on every render. */
  private report(source: string, error: Error): void {
    if (this.reported.has(source)) return;
    this.reported.add(source);
    console.error(`[mediavelocity] ${error.message}`, error.cause ?? '');
  }
}
