import webpack from 'webpack';

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
