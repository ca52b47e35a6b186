import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { emitAssets } from './emit-assets';

/** The file name the boot script gets in the shell's build: `boot.<8 hex of its content>.js`. */
export const BOOT_SCRIPT_FILE = /^boot\.[0-9a-f]{8}\.js$/;

/**
 * Emits the shell's boot script (shell/src/boot.ts), compiled on its own: a prerendered page loads it instead of the
 * app's entry, so it must not carry the federation runtime every webpack entry of a federated build gets. Minified
 * ES2020 like the rest of the build, its name hashed like every other script (cached for good).
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
