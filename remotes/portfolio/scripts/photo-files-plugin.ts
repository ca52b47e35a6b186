import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { manifestFile as defaultManifest, manifestFiles, readManifest } from './photo-manifest';

const NAME = 'PhotoFilesPlugin';

/**
 * Serves the generated photos: every file of every photo group (src/content/photos/<id>-<width>.<ext>) goes into the
 * build as photos/<id>-<width>.<hash>.<ext>, the URL photo.tsx builds. The files are read from the manifest that the
 * groups' tables are generated from (a test keeps them equal), so a rebuild sees a new run of make-photos. A listed
 * file that is missing fails the build, named. The files are watched, so `webpack serve` picks up their changes.
 */
export class PhotoFilesPlugin {
  /** The last bytes read of each file, with its modification time: a rebuild re-reads only what changed. */
  private readonly cache = new Map<string, { readonly mtimeMs: number; readonly source: webpack.sources.RawSource }>();

  constructor(private readonly manifestFile: string = defaultManifest) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => this.emitPhotos(compiler, compilation),
      );
    });
  }

  private emitPhotos(compiler: webpack.Compiler, compilation: webpack.Compilation): void {
    const dir = path.dirname(this.manifestFile);
    const shown = (file: string) => path.relative(compiler.context, file);
    const fail = (message: string) => compilation.errors.push(new webpack.WebpackError(`${NAME}: ${message}`));
    compilation.fileDependencies.add(this.manifestFile);
    if (!existsSync(this.manifestFile)) {
      fail(`${shown(this.manifestFile)} is missing: run \`npm run photos -w remotes/portfolio\`.`);
      return;
    }
    for (const { source, served } of manifestFiles(readManifest(this.manifestFile))) {
      const file = path.join(dir, source);
      compilation.fileDependencies.add(file);
      if (!existsSync(file)) {
        fail(
          `${shown(file)} is missing, though the photo table lists it: run \`npm run photos -w remotes/portfolio\`.`,
        );
        continue;
      }
      compilation.emitAsset(served, this.read(file), { immutable: true, sourceFilename: shown(file) });
    }
  }

  private read(file: string): webpack.sources.RawSource {
    const { mtimeMs } = statSync(file);
    const cached = this.cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.source;
    const source = new webpack.sources.RawSource(readFileSync(file));
    this.cache.set(file, { mtimeMs, source });
    return source;
  }
}
