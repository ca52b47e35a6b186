import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Chunk, type Compilation, type RuleSetRule } from 'webpack';
import { GIVE_UP_MS, RUNTIME_CONFIG_FILE, type RuntimeConfig } from '@mediavelocity/contract';
import { FEDERATION_RUNTIME_FIELD } from '@mediavelocity/federation/src/manifest';
import { apps } from '../../apps';
import { repoRoot } from '../../env';
import { APP_HTML, PAGE_TEMPLATE_HTML } from '../../prerender/snapshot';
import { ROBOTS_FILE, SITEMAP_FILE, WEB_MANIFEST_FILE } from '../../seo/site-files';
import {
  createFederatedConfig,
  federationOptions,
  moduleRules,
  optimization,
  output,
  pageFiles,
  ROUTER_FACADE,
  sharedSingletons,
  shellDocument,
  sitePlugins,
  startupChunks,
} from '../create-config';
import { BOOT_SCRIPT_FILE, installedVersion } from '../plugins';

const shellDir = path.join(repoRoot, apps.shell.dir);
const toolsDir = path.join(repoRoot, apps.tools.dir);
const dependencyOf = (dir: string, name: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies[name] ?? '';

describe('sharedSingletons', () => {
  it('shares react, react-dom (with their subpaths) and the router facade, unchecked by the shell that provides them', () => {
    const shared = sharedSingletons(shellDir, true);
    expect(Object.keys(shared).sort()).toEqual(['react', 'react-dom', 'react-dom/', 'react-router-dom', 'react/']);
    for (const config of Object.values(shared)) {
      expect(config).toMatchObject({ singleton: true, strictVersion: false, requiredVersion: false });
    }
    expect(shared['react-router-dom']).toMatchObject({
      import: ROUTER_FACADE,
      version: installedVersion('react-router-dom'),
    });
  });

  it("holds a remote to its package's ranges, strictly", () => {
    const shared = sharedSingletons(toolsDir, false);
    for (const name of ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom']) {
      const range = dependencyOf(toolsDir, name.replace(/\/$/, ''));
      expect(range).toMatch(/^\^\d+\./);
      expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: range });
    }
  });

  it('refuses an app that does not depend on a singleton, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mv-shared-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { react: '^19.0.0' } }));
      expect(() => sharedSingletons(dir, false)).toThrow(`${dir}/package.json must depend on react-dom`);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('pageFiles', () => {
  const group = (request: string, files: string[][]) => ({
    origins: [{ request }],
    chunks: files.map((chunkFiles) => ({ files: new Set(chunkFiles) })),
  });
  const compilation = {
    chunkGroups: [
      group('../features/work/work-page', [['work.1.js', 'work.1.css'], ['shared.2.js']]),
      group('./case-studies/conklin', [['conklin.3.js'], ['shared.2.js']]),
    ],
  } as unknown as Pick<Compilation, 'chunkGroups'>;

  it("lists each path's scripts and stylesheets once, from the chunks its imports start", () => {
    const pages = pageFiles(compilation, ['/work', '/conklin'], (route) =>
      route === '/work' ? ['../features/work/work-page'] : ['../features/work/work-page', './case-studies/conklin'],
    );
    expect(pages).toEqual({
      '/work': { js: ['work.1.js', 'shared.2.js'], css: ['work.1.css'] },
      '/conklin': { js: ['work.1.js', 'shared.2.js', 'conklin.3.js'], css: ['work.1.css'] },
    });
  });

  it('fails on an import the app does not make', () => {
    expect(() => pageFiles(compilation, ['/gone'], () => ['../features/gone/gone-page'])).toThrow(
      '/gone: no import() of the app names "../features/gone/gone-page".',
    );
  });
});

describe('federationOptions', () => {
  it('gives the shell its runtime plugin and no container or manifest', () => {
    const options = federationOptions({ app: 'shell', dir: shellDir }, '2.9.3');
    expect(options).toMatchObject({
      name: 'shell',
      exposes: {},
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.join(repoRoot, 'packages/federation/src/provide-runtime-core.ts')],
      dts: false,
      manifest: false,
    });
    expect(options).not.toHaveProperty('filename');
    expect(options.shared).toEqual(sharedSingletons(shellDir, true));
  });

  it("gives a remote its container and a manifest with its routes, runtime and pages' files", () => {
    const options = federationOptions(
      {
        app: 'tools',
        dir: toolsDir,
        exposes: { './routes': './src/app/routes.ts' },
        routes: ['/calculator'],
        pageChunks: () => ['../features/calculator/calculator-page'],
      },
      '2.9.3',
    );
    expect(options).toMatchObject({
      name: 'tools',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/app/routes.ts' },
    });
    expect(options.runtimePlugins).toEqual([]);
    expect(options.shared).toEqual(sharedSingletons(toolsDir, false));
    if (!options.manifest) throw new Error('a remote has a manifest');
    expect(options.manifest.fileName).toBe('mf-manifest.json');
    const stats = { metaData: { name: 'tools' } };
    const compilation = {
      chunkGroups: [
        { origins: [{ request: '../features/calculator/calculator-page' }], chunks: [{ files: new Set(['c.1.js']) }] },
      ],
    };
    type AdditionalData = NonNullable<typeof options.manifest.additionalData>;
    void options.manifest.additionalData?.({ stats, compilation } as unknown as Parameters<AdditionalData>[0]);
    expect(stats.metaData).toEqual({
      name: 'tools',
      routes: ['/calculator'],
      [FEDERATION_RUNTIME_FIELD]: '2.9.3',
      pages: { '/calculator': { js: ['c.1.js'], css: [] } },
    });
  });

  it('sets the experimental flags: a remote runs on the shell’s runtime core and loads no remote itself', () => {
    // What each does, and how each is guarded: federation-flags.test.ts.
    expect(federationOptions({ app: 'shell', dir: shellDir }, '').experiments).toEqual({
      optimization: { disableSnapshot: true, target: 'web' },
    });
    expect(federationOptions({ app: 'tools', dir: toolsDir }, '').experiments).toEqual({
      externalRuntime: true,
      optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
    });
  });
});

describe('startupChunks', () => {
  const chunk = (name: string | undefined, modules: string[]) =>
    ({ name, modules: modules.map((file) => ({ nameForCondition: () => file })) }) as unknown as Chunk & {
      modules: unknown[];
    };
  const compilationOf = (chunks: ReturnType<typeof chunk>[]) =>
    ({
      chunks: new Set(chunks),
      chunkGraph: { getChunkModules: (of: { modules: unknown[] }) => of.modules },
    }) as unknown as Pick<Compilation, 'chunks' | 'chunkGraph'>;

  it("picks the shell's entry, its app behind the async boundary and React DOM's client", () => {
    const main = chunk('main', ['/repo/shell/src/main.ts']);
    const app = chunk(undefined, ['/repo/shell/src/bootstrap.tsx', '/repo/shell/src/app/app.tsx']);
    const reactDom = chunk(undefined, ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js']);
    const other = chunk('work', ['/repo/shell/src/features/work.tsx', '/repo/node_modules/react-dom/index.js']);
    expect(startupChunks('shell')(compilationOf([main, app, reactDom, other]))).toEqual([main, app, reactDom]);
  });

  it("picks a remote's entry only", () => {
    const entry = chunk('tools', ['/repo/remotes/tools/remoteEntry']);
    const bootstrapOfItsOwn = chunk(undefined, ['/repo/shell/src/bootstrap.tsx']);
    expect(startupChunks('tools')(compilationOf([entry, bootstrapOfItsOwn, chunk('main', [])]))).toEqual([entry]);
  });
});

describe('moduleRules', () => {
  const rules = (moduleRules()?.rules ?? []) as RuleSetRule[];
  const ruleFor = (file: string) => rules.filter((rule) => rule.test instanceof RegExp && rule.test.test(file));

  it("transpiles the apps' TypeScript, not node_modules, without checking types", () => {
    const [rule, ...more] = ruleFor('page.tsx');
    expect(more).toEqual([]);
    expect(rule).toMatchObject({ loader: 'ts-loader', options: { transpileOnly: true }, exclude: /node_modules/ });
    expect(ruleFor('helper.ts')).toEqual([rule]);
  });

  it('extracts Sass and CSS to stylesheets, silencing only the deprecations Bootstrap’s sources raise', () => {
    const [rule] = ruleFor('main.scss');
    expect(ruleFor('photoswipe.css')).toEqual([rule]);
    const [extract, css, sass] = (rule?.use ?? []) as [string, string, { loader: string; options: unknown }];
    expect([extract, css, sass.loader]).toEqual([MiniCssExtractPlugin.loader, 'css-loader', 'sass-loader']);
    expect(sass.options).toEqual({
      sassOptions: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    });
  });

  it('emits images and fonts as files, and fails the build on an import of a name not exported', () => {
    for (const file of ['a.png', 'a.jpg', 'a.jpeg', 'a.webp', 'a.avif', 'a.svg', 'a.woff', 'a.woff2']) {
      expect(ruleFor(file)).toEqual([expect.objectContaining({ type: 'asset/resource' })]);
    }
    expect(moduleRules()?.parser).toEqual({ javascript: { exportsPresence: 'error' } });
  });
});

describe('output', () => {
  const pathData = (contentHash?: string) =>
    ({ chunk: { contentHash: contentHash ? { javascript: contentHash } : {} } }) as unknown as webpack.PathData;

  it('names files by content in production, and gives up on a chunk when the page gives up', () => {
    const config = output('tools', toolsDir, '.[contenthash:8]');
    expect(config).toMatchObject({
      path: path.join(toolsDir, 'dist'),
      publicPath: 'auto',
      uniqueName: 'tools',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      chunkLoadTimeout: GIVE_UP_MS,
      clean: true,
    });
    const filename = config?.filename as (data: webpack.PathData) => string;
    // Asked before hashes exist (the federation runtime, for the folder's depth): the unhashed name.
    expect(filename(pathData())).toBe('[name].js');
    expect(filename({})).toBe('[name].js');
    expect(filename(pathData('0123abcd'))).toBe('[name].[contenthash:8].js');
  });

  it('leaves names as they are in development', () => {
    const config = output('shell', shellDir, '');
    expect(config).toMatchObject({ chunkFilename: '[name].js', assetModuleFilename: 'assets/[name][ext]' });
    expect((config?.filename as (data: webpack.PathData) => string)(pathData('0123abcd'))).toBe('[name].js');
  });
});

describe('optimization', () => {
  it('keeps the shell from splitting vendor chunks off its shared singletons; a remote keeps the default', () => {
    expect(optimization(true)?.splitChunks).toEqual({ cacheGroups: { defaultVendors: false } });
    expect(optimization(false)).not.toHaveProperty('splitChunks');
  });

  it('minifies scripts to ES2020 in three passes, and CSS without svgo', () => {
    const { minimizeOptions, minimizer } = optimization(false) ?? {};
    expect(minimizeOptions).toEqual({ javascript: { ecma: 2020, compress: { passes: 3 } } });
    const [defaults, css] = minimizer ?? [];
    expect(defaults).toBe('...');
    expect(css).toBeInstanceOf(CssMinimizerPlugin);
    expect(css).toMatchObject({ options: { minimizer: { options: { preset: ['default', { svgo: false }] } } } });
  });
});

describe("the shell's document and the site's files, built", () => {
  const runtimeConfig: RuntimeConfig = {
    remotes: { portfolio: 'http://127.0.0.1:5055/mf-manifest.json', tools: 'http://127.0.0.1:5056/mf-manifest.json' },
    gaMeasurementId: '',
    shared: {},
    federationRuntime: '2.9.3',
  } as unknown as RuntimeConfig;
  let out: string;
  let emitted: string[];
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'mv-shell-document-'));
    writeFileSync(path.join(out, 'entry.js'), 'import font from "./font.woff2";\ndocument.title = font;\n');
    writeFileSync(path.join(out, 'font.woff2'), 'wOF2');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: shellDir,
      entry: { main: path.join(out, 'entry.js') },
      output: { path: path.join(out, 'dist'), assetModuleFilename: '[name][ext]' },
      module: { rules: [{ test: /\.woff2$/, type: 'asset/resource' }] },
      plugins: [...shellDocument(shellDir, runtimeConfig), ...sitePlugins(shellDir)],
    });
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats?.hasErrors() ? stats.toString('errors-only') : '').toBe('');
    out = path.join(out, 'dist');
    emitted = readdirSync(out);
  });

  afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

  it('writes app.html and the prerender’s template, scripts from the root, the fonts and JSON preloaded before them', () => {
    for (const file of [APP_HTML, PAGE_TEMPLATE_HTML]) {
      const html = read(file);
      const preloads = [
        ...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"[^>]* crossorigin="anonymous">/g),
      ];
      expect(preloads.map(([, href, as]) => `${as} ${href}`)).toEqual([
        'font /font.woff2',
        `fetch /${RUNTIME_CONFIG_FILE}`,
        ...Object.values(runtimeConfig.remotes).map((url) => `fetch ${url}`),
      ]);
      expect(html.lastIndexOf('rel="preload"')).toBeLessThan(html.indexOf('<script defer src="/main.js">'));
    }
  });

  it('compiles the boot script to a file of its own, named by its content', () => {
    const boot = emitted.filter((file) => BOOT_SCRIPT_FILE.test(file));
    expect(boot).toHaveLength(1);
    expect(read(boot[0] ?? '')).toMatch(/^\(\(\) => \{/);
  });

  it('copies public/ and writes the sitemap, robots.txt and the web app manifest', () => {
    expect(emitted).toEqual(
      expect.arrayContaining([
        ...readdirSync(path.join(shellDir, 'public')),
        SITEMAP_FILE,
        ROBOTS_FILE,
        WEB_MANIFEST_FILE,
      ]),
    );
    expect(read(ROBOTS_FILE)).toContain(`Sitemap: `);
  });
});

describe('createFederatedConfig', () => {
  const shell = createFederatedConfig({ app: 'shell', dir: shellDir })({}, { mode: 'production' });
  const tools = createFederatedConfig({ app: 'tools', dir: toolsDir })({}, { mode: 'development' });
  const pluginNames = (config: webpack.Configuration) =>
    (config.plugins ?? []).map((plugin) => (plugin && plugin.constructor !== Object ? plugin.constructor.name : 'own'));

  it("puts the pieces together: the shell's document and site files for the shell only", () => {
    expect(pluginNames(shell)).toEqual([
      'ModuleFederationPlugin',
      'MiniCssExtractPlugin',
      'HtmlWebpackPlugin',
      'HtmlWebpackPlugin',
      'own',
      'own',
      'CopyPlugin',
      'own',
      'own',
      'own',
    ]);
    expect(pluginNames(tools)).toEqual(['ModuleFederationPlugin', 'MiniCssExtractPlugin', 'own', 'own']);
    expect(shell.plugins?.[2]).toBeInstanceOf(HtmlWebpackPlugin);
  });

  it('builds for production or development, with an entry for the shell only', () => {
    expect(shell).toMatchObject({ mode: 'production', devtool: 'source-map', entry: { main: './src/main.ts' } });
    expect(tools).toMatchObject({ mode: 'development', devtool: 'eval-cheap-module-source-map', entry: {} });
    expect(shell.target).toEqual(['web', 'es2020']);
    expect(shell.resolve?.alias).toEqual({ 'react-router-dom$': ROUTER_FACADE });
    expect(shell.cache).toMatchObject({ type: 'filesystem', name: 'shell' });
    expect(tools.cache).toMatchObject({ name: 'tools-dev' });
  });

  it('serves each app on its own port, the shell with app.html at every path', () => {
    expect(shell.devServer).toMatchObject({ port: apps.shell.devPort, historyApiFallback: { index: `/${APP_HTML}` } });
    expect(tools.devServer).toMatchObject({ port: apps.tools.devPort, historyApiFallback: false });
  });
});
