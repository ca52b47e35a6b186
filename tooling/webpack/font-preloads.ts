import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const NAME = 'FontPreloadsPlugin';

/** The font files a page preloads: every WOFF2 file the build emits (the shell's stylesheet brings one). */
export const PRELOADED_FONT = /\.woff2$/;

/**
 * Puts `<link rel="preload" as="font" type="font/woff2" crossorigin>` for each font file of the build at the top of
 * the page template's head, so the font is fetched alongside the stylesheet instead of after it (the browser only
 * asks for a font once a stylesheet has named it and the page has text in it). With `font-display: optional`, that
 * is what lets the font be there in time for the first paint. Fonts are always fetched in CORS mode, hence
 * `crossorigin`, without which the browser would fetch the file twice.
 *
 * The href is from the site's root, as html-webpack-plugin's own tags are (`publicPath: '/'`): the page is served at
 * every path. Written here rather than with a preload plugin from npm, whose hrefs follow webpack's `publicPath`
 * ('auto', so relative to the page's path); it is the same hook StartupPreloadsPlugin uses.
 */
export class FontPreloadsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const fonts = Object.keys(compilation.assets)
          .filter((file) => PRELOADED_FONT.test(file))
          .sort();
        const preloads = fonts.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: 'anonymous',
          }),
        );
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}
