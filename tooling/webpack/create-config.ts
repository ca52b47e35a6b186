/**
 * The one place that knows how to build a federated React app, in named pieces (each tested on its own). Each app's
 * webpack.config.ts passes its name, what it exposes and (for a remote) the routes it owns; everything else is here.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Compilation, Configuration, PathData, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { GIVE_UP_MS, RUNTIME_CONFIG_FILE, type PageFiles, type RuntimeConfig } from '@mediavelocity/contract';
import { FEDERATION_RUNTIME_FIELD, MANIFEST_FILE } from '@mediavelocity/federation/src/manifest';
import { apps, remoteNames, type AppName, type RemoteName } from '../apps';
import { readSettings } from '../env';
import { APP_HTML, PAGE_TEMPLATE_HTML } from '../prerender/snapshot';
import { siteFiles } from '../seo/site-files';
import { bootScriptPlugin, eagerCompile, emitAssets, installedVersion, startupPreloads } from './plugins';

export interface FederatedAppOptions {
  readonly app: AppName;
  /** The app's folder (its webpack.config.ts's `__dirname`). */
  readonly dir: string;
  readonly exposes?: Readonly<Record<string, string>>;
  /** Path patterns the remote owns; published in its mf-manifest.json for the shell to route by. */
  readonly routes?: readonly string[];
  /**
   * Per path, the modules its page imports in the routes module, as the `import()` there names them: their files are
   * published in the manifest (`metaData.pages`) for the shell to prefetch. The build fails on one no import names.
   */
  readonly pageChunks?: (path: string) => readonly string[];
  /** JSON files served beside its entry, made from the settings at build time; `serving`: for `webpack serve`. */
  readonly jsonAssets?: (context: { readonly serving: boolean }) => Readonly<Record<string, unknown>>;
}

/** The only libraries shared at run time, as singletons: nothing else (docs/architecture.md). */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom'] as const;

/** The browser code of federation: the router facade every app builds against and shares, the runtime plugin. */
const federationDir = path.join(__dirname, '../../packages/federation/src');
export const ROUTER_FACADE = path.join(federationDir, 'react-router.ts');

/** What every app's build cache depends on besides its sources and config: all of tooling/, the packages, the lock. */
const BUILD_DEPENDENCIES = [
  '../',
  '../../packages/contract/src/',
  '../../packages/federation/src/',
  '../../package-lock.json',
].map((to) => path.join(__dirname, to));

type SharedConfig = moduleFederationPlugin.SharedConfig;

export function sharedSingletons(dir: string, isShell: boolean): Record<string, SharedConfig> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const entries = SINGLETONS.flatMap((name): [string, SharedConfig][] => {
    const requiredVersion = pkg.dependencies?.[name];
    if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${name}: it is a shared singleton.`);
    // The shell provides the singletons and loads first, so it always gets its own copies: checking them against its
    // own range proves nothing and costs the first load a semver parse per library. A remote keeps its range,
    // strictly, so a remote built against another major version is refused.
    const config: SharedConfig = isShell
      ? { singleton: true, strictVersion: false, requiredVersion: false }
      : { singleton: true, strictVersion: true, requiredVersion };
    // `react/` and `react-dom/` share the subpaths (jsx-runtime, client) with the same single copy.
    return name === 'react-router-dom'
      ? [[name, { ...config, import: ROUTER_FACADE, version: installedVersion(name) }]]
      : [name, `${name}/`].map((key): [string, SharedConfig] => [key, config]);
  });
  return Object.fromEntries(entries);
}

/** Each path's page files (see `pageChunks`): those of the chunk groups its page's imports start. */
export function pageFiles(
  compilation: Pick<Compilation, 'chunkGroups'>,
  routes: readonly string[],
  pageChunks: (path: string) => readonly string[],
): Record<string, PageFiles> {
  return Object.fromEntries(
    routes.map((route) => {
      const files = pageChunks(route).flatMap((request) => {
        const group = compilation.chunkGroups.find((chunkGroup) =>
          chunkGroup.origins.some((origin) => origin.request === request),
        );
        if (!group) throw new Error(`${route}: no import() of the app names "${request}".`);
        return group.chunks.flatMap((chunk) => [...chunk.files]);
      });
      const ofType = (extension: string) => [...new Set(files)].filter((file) => file.endsWith(extension));
      return [route, { js: ofType('.js'), css: ofType('.css') }];
    }),
  );
}

/** What the federation plugin is given: the app's container (a remote's), its shared singletons, its manifest. */
export function federationOptions(options: FederatedAppOptions, federationRuntime: string) {
  const { app, dir, exposes, routes, pageChunks } = options;
  const isShell = app === 'shell';
  // The federation runtime the app is built against: the shell runs it, the remotes (externalRuntime) run on the
  // shell's, so each side records it and the shell refuses a remote of another (see @mediavelocity/federation).
  const routeManifest = routes && { routes, [FEDERATION_RUNTIME_FIELD]: federationRuntime };
  return {
    name: app,
    ...(isShell ? {} : { filename: 'remoteEntry.js' }),
    exposes: { ...exposes },
    shared: sharedSingletons(dir, isShell),
    // Resolve a shared library from what is already loaded instead of fetching every remote's entry at start-up to
    // compare versions: a page fetches only the remote that owns it.
    shareStrategy: 'loaded-first',
    runtimePlugins: isShell ? [path.join(federationDir, 'provide-runtime-core.ts')] : [],
    dts: false,
    manifest: routeManifest
      ? {
          fileName: MANIFEST_FILE,
          // Changed in place: the plugin keeps `stats` when this returns nothing.
          additionalData: ({ stats, compilation }) =>
            void Object.assign(stats.metaData, routeManifest, {
              pages: pageChunks && pageFiles(compilation, routeManifest.routes, pageChunks),
            }),
        }
      : false,
    // Experimental, each guarded against an upgrade (__tests__/federation-flags.test.ts, docs/performance.md): a
    // remote runs on the shell's runtime core and loads no remote of its own; neither side fetches snapshots.
    experiments: {
      ...(isShell ? {} : { externalRuntime: true }),
      optimization: { disableSnapshot: true, target: 'web', ...(isShell ? {} : { disableRemote: true }) },
    },
  } satisfies moduleFederationPlugin.ModuleFederationPluginOptions;
}

/**
 * The shell's document: app.html, served at every path without a prerendered page (so its scripts are from the root),
 * and the prerender's template (prerender/snapshot.ts); the boot script; the preloads of what the first route needs.
 */
export const shellDocument = (dir: string, runtimeConfig: RuntimeConfig): WebpackPluginInstance[] => [
  ...[APP_HTML, PAGE_TEMPLATE_HTML].map(
    (filename) => new HtmlWebpackPlugin({ template: './src/index.html', filename, publicPath: '/' }),
  ),
  bootScriptPlugin(path.join(dir, 'src/prerender/boot-script.ts')),
  startupPreloads([`/${RUNTIME_CONFIG_FILE}`, ...Object.values(runtimeConfig.remotes)]),
];

/** The site's root files: public/ as it is, and sitemap.xml, robots.txt and the web app manifest. */
export const sitePlugins = (dir: string): WebpackPluginInstance[] => [
  new CopyPlugin({ patterns: [{ from: path.join(dir, 'public') }] }),
  emitAssets('SiteFilesPlugin', siteFiles),
];

/** The modules of the shell's chunks that every page runs at start-up, besides its entry. */
const SHELL_STARTUP = /[\\/](?:shell[\\/]src[\\/]bootstrap\.tsx?|react-dom[\\/]cjs[\\/]react-dom-client\.[\w.]+\.js)$/;

/** What every page runs at once, compiled as it arrives (`eagerCompile`): the entry; the shell's app and React DOM. */
export const startupChunks =
  (app: AppName) =>
  ({ chunks, chunkGraph }: Pick<Compilation, 'chunks' | 'chunkGraph'>) =>
    [...chunks].filter(
      (chunk) =>
        chunk.name === (app === 'shell' ? 'main' : app) ||
        (app === 'shell' &&
          chunkGraph.getChunkModules(chunk).some((module) => SHELL_STARTUP.test(module.nameForCondition() ?? ''))),
    );

const BOOTSTRAP_SASS = ['import', 'global-builtin', 'color-functions', 'if-function'];

/**
 * react-router makes its Link, NavLink and Form at its module's top level (a `forwardRef` call, then a `displayName`),
 * which keeps them and all they use in any bundle that imports a name of it; the site has its own links (the router
 * facade). Marked pure and left unnamed, they go: some 5 KB gzip off every first load (guard: `router-facade.test.ts`).
 */
export const ROUTER_PURE_REPLACEMENTS = [
  {
    search: /^var (Link|NavLink|Form) = (React\d*)\.forwardRef\(/gm,
    replace: 'var $1 = /* @__PURE__ */ $2.forwardRef(',
  },
  { search: /^(Link|NavLink|Form)\.displayName = "\w+";$/gm, replace: '' },
];

/**
 * The federation SDK reads its debug switch from `localStorage` as the runtime starts, and at every debug message: a
 * page's first read of its storage waits on the browser (a synchronous round trip), in the entry's own task. Production
 * builds go without that switch; development builds keep it (guard: `federation-flags.test.ts`).
 */
export const SDK_DEBUG_SWITCH = {
  search: 'if (isBrowserEnv() && window.localStorage) return Boolean(localStorage.getItem(BROWSER_LOG_KEY));',
  replace: '',
};

/** TypeScript, Sass and CSS, and images and fonts as files. */
export const moduleRules = (production = true): Configuration['module'] => ({
  // Importing a name a module does not export fails the build (not for shared ones: the facade has a test).
  parser: { javascript: { exportsPresence: 'error' } },
  rules: [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      // Types are checked once by `npm run typecheck`; the build only transpiles.
      options: { transpileOnly: true, compilerOptions: { noEmit: false } },
    },
    {
      test: /\.s?css$/,
      use: [
        MiniCssExtractPlugin.loader,
        'css-loader',
        // Bootstrap 5.3's sources still use these; they are Bootstrap's to migrate, not ours.
        { loader: 'sass-loader', options: { sassOptions: { quietDeps: true, silenceDeprecations: BOOTSTRAP_SASS } } },
      ],
    },
    { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
    {
      test: /[\\/]react-router[\\/]dist[\\/]\w+[\\/]chunk-\w+\.mjs$/,
      loader: 'string-replace-loader',
      options: { multiple: ROUTER_PURE_REPLACEMENTS },
    },
    ...(production
      ? [
          {
            test: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/,
            loader: 'string-replace-loader',
            options: { ...SDK_DEBUG_SWITCH, strict: true },
          },
        ]
      : []),
  ],
});

/** Files named by content in production (`hash`), from `publicPath: 'auto'`. */
export const output = (app: AppName, dir: string, hash: string): Configuration['output'] => ({
  path: path.join(dir, 'dist'),
  publicPath: 'auto',
  uniqueName: app,
  // The federation runtime asks for the entry's file name before content hashes exist, only to learn how deep the
  // output folder is; give it the unhashed name of the same depth then, and the hashed one when files are written.
  filename: (pathData: PathData): string =>
    pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash?.javascript
      ? `[name]${hash}.js`
      : '[name].js',
  chunkFilename: `[name]${hash}.js`,
  assetModuleFilename: `assets/[name]${hash}[ext]`,
  // Given up when the page gives up on it (webpack's default is 120 s), so a Retry fetches it afresh.
  chunkLoadTimeout: GIVE_UP_MS,
  clean: true,
});

export const optimization = (isShell: boolean): Configuration['optimization'] => ({
  // The shell's own libraries are the shared singletons, each already a chunk of its own: splitting their
  // dependencies (react-router under the router facade) into further vendor chunks only adds requests.
  ...(isShell ? { splitChunks: { cacheGroups: { defaultVendors: false } } } : {}),
  // Terser may write ES2020 (as the site's browsers run), a pass more than webpack's default. Not `pure_getters`
  // (0.3 KB less, but it drops reads done for effect, as react-bootstrap's reflow by `node.offsetHeight`).
  minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
  // svgo cannot parse Bootstrap's escaped inline SVGs; they are tiny and already minimal.
  minimizer: ['...', new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { svgo: false }] } })],
});

export function createFederatedConfig(options: FederatedAppOptions) {
  const { app, dir, jsonAssets } = options;
  const isShell = app === 'shell';

  return (
    env: { readonly WEBPACK_SERVE?: boolean },
    argv: { mode?: Configuration['mode'] },
  ): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const serving = Boolean(env.WEBPACK_SERVE);
    // The remotes `npm run dev` serves (all unless it says; other names do nothing); the rest come from the emulators.
    const devRemotes = (process.env.MV_DEV_REMOTES?.split(',') ?? remoteNames) as readonly RemoteName[];
    const settings = readSettings(serving ? devRemotes : []);
    const hash = production ? '.[contenthash:8]' : '';
    const federationRuntime = installedVersion('@module-federation/runtime-core', dir);
    const runtimeConfig: RuntimeConfig = {
      remotes: settings.remoteManifests,
      gaMeasurementId: settings.gaMeasurementId,
      // What the shell provides, so `npm run check:remotes` can tell whether a deployed remote's ranges accept it.
      shared: Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name, dir)])),
      federationRuntime,
    };
    // Read here, so a missing or malformed setting stops the build with its message before anything is compiled.
    const files = { ...(isShell ? { [RUNTIME_CONFIG_FILE]: runtimeConfig } : {}), ...jsonAssets?.({ serving }) };

    return {
      mode: production ? 'production' : 'development',
      // The site's browsers run ES2020 (as Terser writes it), so webpack's own runtime code may too, not ES5.
      target: ['web', 'es2020'],
      context: dir,
      cache: {
        type: 'filesystem',
        name: `${app}${production ? '' : '-dev'}${serving ? '-serve' : ''}`,
        buildDependencies: { config: [path.join(dir, 'webpack.config.ts'), ...BUILD_DEPENDENCIES] },
      },
      // A remote has no page of its own: its only entry is the container (remoteEntry.js) the plugin adds.
      entry: isShell ? { main: './src/main.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: output(app, dir, hash),
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { 'react-router-dom$': ROUTER_FACADE } },
      module: moduleRules(production),
      plugins: [
        new ModuleFederationPlugin(federationOptions(options, federationRuntime)),
        new MiniCssExtractPlugin({ filename: `[name]${hash}.css`, chunkFilename: `[name]${hash}.css` }),
        ...(isShell ? [...shellDocument(dir, runtimeConfig), ...sitePlugins(dir)] : []),
        eagerCompile('start-up chunk', startupChunks(app)),
        emitAssets('JsonAssetsPlugin', () =>
          Object.fromEntries(
            Object.entries(files).map(([file, value]) => [file, `${JSON.stringify(value, null, 2)}\n`]),
          ),
        ),
      ],
      optimization: optimization(isShell),
      performance: false,
      stats: 'errors-warnings',
      devServer: {
        port: apps[app].devPort,
        host: '127.0.0.1',
        hot: false,
        historyApiFallback: isShell ? { index: `/${APP_HTML}` } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}
