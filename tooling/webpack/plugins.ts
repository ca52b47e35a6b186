/** The shell's and the remotes' own webpack plugins, beside what create-config.ts takes from npm. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

/** The version of package `name` as resolved from `from`, found from its entry (not every package exports its package.json). */
export function installedVersion(name: string, from = __dirname): string {
  for (let dir = path.dirname(require.resolve(name, { paths: [from] })); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }) : {};
    if (pkg.name === name && pkg.version) return pkg.version;
    if (path.dirname(dir) === dir) throw new Error(`No package.json of ${name} above its entry, from ${from}.`);
  }
}

/**
 * A plugin that emits files made at build time (`make` returns file name → contents) where a build adds its own assets.
 * `make` is given the compilation, to name the files it reads (so that `webpack serve` makes them again on a change).
 */
export const emitAssets = (
  name: string,
  make: (compilation: webpack.Compilation) => Readonly<Record<string, string | Buffer>>,
): webpack.WebpackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name, stage }, () => {
        for (const [file, contents] of Object.entries(make(compilation))) {
          compilation.emitAsset(file, new webpack.sources.RawSource(contents));
        }
      });
    });
  },
});

export const BOOT_SCRIPT_FILE = /^boot\.[0-9a-f]{8}\.js$/;

/**
 * The shell's boot script (shell/src/prerender/boot-script.ts), compiled on its own: a prerendered page loads it instead of the app's
 * entry, so without the federation runtime every federated entry gets. Minified ES2020, name hashed (cached for good).
 */
export const bootScriptPlugin = (sourceFile: string) =>
  emitAssets('BootScriptPlugin', (compilation) => {
    compilation.fileDependencies.add(sourceFile);
    const { code } = transformSync(readFileSync(sourceFile, 'utf8'), {
      loader: 'ts',
      format: 'iife',
      target: 'es2020',
      minify: compilation.compiler.options.mode === 'production',
      sourcefile: sourceFile,
    });
    return { [`boot.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`]: code };
  });

/**
 * Preloads at the head's top what the first paint and route need, so it comes with the first scripts: `as="fetch"`
 * the JSON the shell reads before routing (runtime config, remotes' manifests), `crossorigin` as `fetch()` defaults so
 * the fetch reuses it (a moved remote costs an unused one); `as="font"` each WOFF2 file, as a browser asks for a font
 * only once text uses it, too late for `font-display: optional` (CORS mode, hence `crossorigin`, or fetched twice).
 * Hrefs are from the root: npm's preload plugins follow `publicPath` ('auto'), which a page at every path can't use.
 */
export const startupPreloads = (urls: readonly string[]): webpack.WebpackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadsPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('StartupPreloadsPlugin', (data) => {
        const preload = (href: string, as: string, type: string | false = false) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href, as, type, crossorigin: 'anonymous' });
        const fonts = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.woff2'))
          .sort()
          .map((file) => preload(`/${file}`, 'font', 'font/woff2'));
        data.headTags.unshift(...fonts, ...urls.map((url) => preload(url, 'fetch')));
        return data;
      });
    });
  },
});

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts the scripts of the chunks `pick` names with V8's compile hint (v8.dev/blog/explicit-compile-hints): each
 * function is compiled as the script streams in, off the main thread, not at its first call (docs/performance.md).
 * After minification (which drops comments), before the source maps. By hand: BannerPlugin picks files by name only.
 */
export const eagerCompile = (what: string, pick: (compilation: webpack.Compilation) => Iterable<webpack.Chunk>) => ({
  apply: (compiler: webpack.Compiler) =>
    compiler.hooks.thisCompilation.tap('EagerCompilePlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
      compilation.hooks.processAssets.tap({ name: 'EagerCompilePlugin', stage }, () => {
        const chunks = [...pick(compilation)];
        if (!chunks.length) compilation.errors.push(new webpack.WebpackError(`EagerCompilePlugin: no ${what}.`));
        for (const file of chunks.flatMap((chunk) => [...chunk.files]).filter((name) => name.endsWith('.js'))) {
          compilation.updateAsset(file, (old) => new webpack.sources.ConcatSource(COMPILE_HINT, old));
        }
      });
    }),
});
