/**
 * What each built chunk holds. A chunk's bytes are attributed to the original files through its source map (the span
 * of generated code each mapping segment covers, as source-map-explorer does), the files are grouped by npm package or
 * by app folder (`src/features/<feature>`, `src/<folder>`), and each group gets its share of the chunk's gzip size.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SourceMapLike {
  readonly sources: readonly string[];
  readonly sourcesContent?: readonly (string | null)[];
  readonly mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, value) => [char, value]));

/** One decoded mapping segment: where it starts in the generated code, and its source (undefined: unmapped). */
export interface Segment {
  readonly line: number;
  readonly column: number;
  readonly source: number | undefined;
}

/** Decodes a source map's `mappings` (Base64 VLQ; columns reset on each line, source indices are cumulative). */
export function decodeMappings(mappings: string): Segment[] {
  const segments: Segment[] = [];
  let line = 0;
  let source = 0;
  let fields: number[] = [];
  let value = 0;
  let shift = 0;
  let column = 0;
  const endSegment = () => {
    if (fields.length > 0) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ line, column, source: fields.length >= 4 ? source : undefined });
    }
    fields = [];
  };
  for (const char of mappings) {
    if (char === ',' || char === ';') {
      endSegment();
      if (char === ';') {
        line += 1;
        column = 0;
      }
      continue;
    }
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Invalid character "${char}" in source map mappings`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  endSegment();
  return segments;
}

/**
 * Generated characters per source index: each segment covers the code up to the next segment on its line (or the
 * line's end). Code before a line's first segment, or in a segment without a source, is `unmapped`.
 */
export function attributeCode(code: string, map: SourceMapLike): { bySource: number[]; unmapped: number } {
  const lineLengths = code.split('\n').map((text) => text.length);
  const bySource = map.sources.map(() => 0);
  let mapped = 0;
  const segments = decodeMappings(map.mappings);
  segments.forEach((segment, i) => {
    const lineLength = lineLengths[segment.line] ?? 0;
    const next = segments[i + 1];
    const end = Math.min(lineLength, next && next.line === segment.line ? next.column : lineLength);
    const span = Math.max(0, end - Math.min(segment.column, lineLength));
    if (segment.source !== undefined && segment.source >= 0 && segment.source < bySource.length) {
      bySource[segment.source] = (bySource[segment.source] ?? 0) + span;
      mapped += span;
    }
  });
  const total = lineLengths.reduce((sum, length) => sum + length, 0);
  return { bySource, unmapped: Math.max(0, total - mapped) };
}

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

export interface GroupShare {
  readonly name: string;
  /** Share of the chunk's code, 0–1. */
  readonly share: number;
  /** Minified bytes (share of the file's size). */
  readonly bytes: number;
  /** Estimated gzip bytes (share of the file's gzip size). */
  readonly gzip: number;
  /** Length of the group's original sources (sourcesContent), for reference. */
  readonly sourceBytes: number;
  readonly files: number;
}

export const UNMAPPED = '(no mapping)';

/** The groups a chunk holds, the biggest first. `bytes` and `gzip` are the whole file's sizes. */
export function groupShares(
  code: string,
  map: SourceMapLike,
  sizes: { readonly bytes: number; readonly gzip: number },
): GroupShare[] {
  const { bySource, unmapped } = attributeCode(code, map);
  const total = bySource.reduce((sum, chars) => sum + chars, unmapped);
  const groups = new Map<string, { chars: number; sourceBytes: number; files: number }>();
  map.sources.forEach((source, i) => {
    const name = groupOf(source);
    const group = groups.get(name) ?? { chars: 0, sourceBytes: 0, files: 0 };
    group.chars += bySource[i] ?? 0;
    group.sourceBytes += map.sourcesContent?.[i]?.length ?? 0;
    group.files += 1;
    groups.set(name, group);
  });
  if (unmapped > 0) groups.set(UNMAPPED, { chars: unmapped, sourceBytes: 0, files: 0 });
  return [...groups.entries()]
    .filter(([, group]) => group.chars > 0)
    .map(([name, group]) => {
      const share = total === 0 ? 0 : group.chars / total;
      return {
        name,
        share,
        bytes: Math.round(share * sizes.bytes),
        gzip: Math.round(share * sizes.gzip),
        sourceBytes: group.sourceBytes,
        files: group.files,
      };
    })
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
}

export interface ChunkComposition {
  readonly file: string;
  readonly bytes: number;
  /** gzip -9 of the file. */
  readonly gzip: number;
  /** Empty when the chunk has no source map. */
  readonly groups: readonly GroupShare[];
}

export interface AppComposition {
  readonly app: string;
  readonly dir: string;
  readonly totalBytes: number;
  readonly totalGzip: number;
  readonly chunks: readonly ChunkComposition[];
}

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

/** Every `.js` file of a dist/ folder (top level, as webpack emits them), the biggest gzip first. */
export function readComposition(app: string, distDir: string): AppComposition {
  if (!existsSync(distDir)) return { app, dir: distDir, totalBytes: 0, totalGzip: 0, chunks: [] };
  const chunks = readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file): ChunkComposition => {
      const code = readFileSync(path.join(distDir, file));
      const sizes = { bytes: code.length, gzip: gzipSize(code) };
      const mapFile = path.join(distDir, `${file}.map`);
      let groups: GroupShare[] = [];
      if (existsSync(mapFile)) {
        try {
          groups = groupShares(
            code.toString('utf8'),
            JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapLike,
            sizes,
          );
        } catch {
          groups = [];
        }
      }
      return { file, ...sizes, groups };
    })
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return {
    app,
    dir: distDir,
    totalBytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    chunks,
  };
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
