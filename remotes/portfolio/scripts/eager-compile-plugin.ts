import webpack from 'webpack';

const NAME = 'EagerCompilePlugin';

/**
 * V8's compile hint for a whole script (https://v8.dev/blog/explicit-compile-hints): Chromium then compiles every
 * function of the script as it loads, on a background thread while it streams, instead of each function on the main
 * thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts each script of one dynamic import (named by its `webpackChunkName`: its own chunk and the libraries webpack
 * splits off it) with {@link COMPILE_HINT}. For code fetched ahead of its first use, as the lightbox is on a visitor's
 * intent: its first run, in a click, then does not wait for the compiler (docs/performance.md). Hand-written, as
 * webpack's BannerPlugin picks files by name and a split-off library's file has none. The line goes in after
 * minification (which would drop it) and before the source maps are written (which then count it).
 */
export class EagerCompilePlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          const group = compilation.namedChunkGroups.get(this.chunkName);
          if (!group) {
            compilation.errors.push(
              new webpack.WebpackError(`${NAME}: no dynamic import is named "${this.chunkName}" (webpackChunkName).`),
            );
            return;
          }
          for (const file of group.chunks.flatMap((chunk) => [...chunk.files])) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
