import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { emitAssets } from '../webpack/emit-assets';
import { siteFiles } from './site-files';

/**
 * Emits what the site serves at its root besides the app: every file of the app's `public/` folder as it is (icons,
 * the preview card), and the generated sitemap.xml, robots.txt and manifest.webmanifest. `webpack serve` serves them
 * too, so no icon is missing in development either.
 */
export const siteFilesPlugin = (publicDir: string) =>
  emitAssets('SiteFilesPlugin', (compilation) => {
    compilation.contextDependencies.add(publicDir);
    const files = readdirSync(publicDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(publicDir, entry.name));
    for (const file of files) compilation.fileDependencies.add(file);
    return { ...Object.fromEntries(files.map((file) => [path.basename(file), readFileSync(file)])), ...siteFiles() };
  });
