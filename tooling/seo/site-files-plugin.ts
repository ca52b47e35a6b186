import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { siteFiles } from './site-files';

const NAME = 'SiteFilesPlugin';

/**
 * Emits what the site serves at its root besides the app: every file of the app's `public/` folder as it is (icons,
 * the preview card), and the generated sitemap.xml, robots.txt and manifest.webmanifest. `webpack serve` serves them
 * too, so no icon is missing in development either.
 */
export class SiteFilesPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.publicDir);
          for (const entry of readdirSync(this.publicDir, { withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(this.publicDir, entry.name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(entry.name, new webpack.sources.RawSource(readFileSync(file)));
          }
          for (const [fileName, text] of Object.entries(siteFiles())) {
            compilation.emitAsset(fileName, new webpack.sources.RawSource(text));
          }
        },
      );
    });
  }
}
