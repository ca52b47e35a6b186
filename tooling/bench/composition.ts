/**
 * What each built chunk holds: source-map-explorer's bytes per source file, grouped by npm package or app folder, each
 * group with its share of the chunk's gzip -9 size (the byte budget's unit).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { explore } from 'source-map-explorer';

/**
 * The group a source file belongs to: its npm package (the innermost `node_modules/<name>` or `<@scope/name>`),
 * `(webpack runtime)`, `src/features/<feature>`, `src/<folder>`, `packages/<name>`, or else its first two path parts.
 */
export function groupOf(source: string): string {
  let file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/[?#].*$/, '');
  const nodeModules = file.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [first = '', second = ''] = file.slice(nodeModules + 'node_modules/'.length).split('/');
    const name = first.startsWith('@') ? `${first}/${second}` : first;
    return name.startsWith('.') ? `(generated) node_modules/${name}` : name;
  }
  if (file.startsWith('webpack/')) return '(webpack runtime)';
  file = file.replace(/^(\.\.?\/)+/, '');
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}

/** Bytes no source file accounts for: source-map-explorer's `[unmapped]`, `[EOLs]`, `[sourceMappingURL]`, … */
export const UNMAPPED = '(no mapping)';

/**
 * The groups a chunk holds, the biggest first, each with its `share` (0–1) of the chunk's `bytes` (as
 * source-map-explorer attributes them) and that share of `gzip`, the whole chunk's gzip size (an estimate).
 */
export async function groupShares(code: Buffer, map: Buffer, gzip: number) {
  // noRoot keeps each source's full path for groupOf; noBorderChecks tolerates minifiers' mappings past a line's end.
  const { bundles } = await explore({ code, map }, { noRoot: true, noBorderChecks: true });
  const [bundle] = bundles;
  if (!bundle) return [];
  const groups = new Map<string, number>();
  for (const [source, { size }] of Object.entries(bundle.files)) {
    const name = /^\[.*\]$/.test(source) ? UNMAPPED : groupOf(source);
    groups.set(name, (groups.get(name) ?? 0) + size);
  }
  return [...groups.entries()]
    .filter(([, bytes]) => bytes > 0)
    .map(([name, bytes]) => {
      const share = bundle.totalBytes === 0 ? 0 : bytes / bundle.totalBytes;
      return { name, share, bytes, gzip: Math.round(share * gzip) };
    })
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
}

export type GroupShare = Awaited<ReturnType<typeof groupShares>>[number];

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

/** What a chunk holds, or nothing when it has no source map or source-map-explorer cannot read it. */
export async function chunkGroups(code: Buffer, mapFile: string | undefined, gzip: number): Promise<GroupShare[]> {
  if (!mapFile || !existsSync(mapFile)) return [];
  try {
    return await groupShares(code, readFileSync(mapFile), gzip);
  } catch {
    return [];
  }
}

/** Every `.js` file of a dist/ folder (top level, as webpack emits them), the biggest gzip first; none without one. */
export async function readComposition(distDir: string) {
  const files = existsSync(distDir) ? readdirSync(distDir).filter((name) => name.endsWith('.js')) : [];
  const chunks = [];
  for (const file of files) {
    const code = readFileSync(path.join(distDir, file));
    const gzip = gzipSize(code);
    const groups = await chunkGroups(code, path.join(distDir, `${file}.map`), gzip);
    chunks.push({ file, bytes: code.length, gzip, groups });
  }
  return chunks.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}

/** "react-dom 88% (61.2 KiB), scheduler 3% (2.1 KiB), …": the biggest groups of a chunk, gzip estimated. */
export function describeGroups(groups: readonly GroupShare[], limit = 4): string {
  if (groups.length === 0) return '(no source map)';
  const shown = groups
    .slice(0, limit)
    .map((group) => `${group.name} ${Math.round(group.share * 100)}% (${(group.gzip / 1024).toFixed(1)} KiB)`);
  const rest = groups.length - limit;
  return rest > 0 ? `${shown.join(', ')}, +${rest} more` : shown.join(', ');
}
