import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const NAME = 'StartupPreloadsPlugin';

/**
 * Puts `<link rel="preload" as="fetch">` for the JSON the shell reads before it can route (its runtime config and
 * each remote's manifest) at the top of index.html's head, so they arrive alongside the first scripts instead of one
 * round trip after each other. `crossorigin="anonymous"` matches `fetch()`'s defaults, so the fetch reuses the
 * preload. A preload is only a hint: a runtime config that now points elsewhere costs one unused request.
 */
export class StartupPreloadsPlugin {
  constructor(private readonly urls: readonly string[]) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const preloads = this.urls.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href,
            as: 'fetch',
            crossorigin: 'anonymous',
          }),
        );
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}
