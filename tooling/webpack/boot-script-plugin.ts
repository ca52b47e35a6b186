import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import webpack from 'webpack';

const NAME = 'BootScriptPlugin';

/** The file name the boot script gets in the shell's build: `boot.<8 hex of its content>.js`. */
export const BOOT_SCRIPT_FILE = /^boot\.[0-9a-f]{8}\.js$/;

/**
 * Emits the shell's boot script (shell/src/boot.ts), compiled on its own: a prerendered page loads it instead of the
 * app's entry, so it must not carry the federation runtime every webpack entry of a federated build gets. Minified
 * ES2020 like the rest of the build, its name hashed like every other script (cached for good).
 */
export class BootScriptPlugin {
  constructor(private readonly sourceFile: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.sourceFile);
          const { code } = transformSync(readFileSync(this.sourceFile, 'utf8'), {
            loader: 'ts',
            format: 'iife',
            target: 'es2020',
            minify: compiler.options.mode === 'production',
            sourcefile: this.sourceFile,
          });
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
          compilation.emitAsset(`boot.${hash}.js`, new webpack.sources.RawSource(code));
        },
      );
    });
  }
}
