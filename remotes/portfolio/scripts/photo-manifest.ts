import { readFileSync } from 'node:fs';
import path from 'node:path';
import { photoFormats, photoServedName, photoSourceName, type PhotoFileSet } from '../src/content/photo-file-set';

/**
 * src/content/photos/manifest.json: what make-photos made of each photo, of every group. Read by make-photos (to skip
 * what is up to date and to write the groups' tables, tile-photo-files.ts and page-photo-files.ts) and by the build
 * (to serve the files under the names those tables imply).
 */
export interface ManifestEntry {
  /** Hash of the source and the settings: when it is unchanged, so are the files. */
  readonly key: string;
  readonly source: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

export type Manifest = Partial<Record<string, ManifestEntry>>;

export const photosDir = path.resolve(__dirname, '../src/content/photos');
export const manifestFile = path.join(photosDir, 'manifest.json');

export function readManifest(file = manifestFile): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Hex digits of the key in a served file's name: enough to tell a photo's versions apart, short in the table. */
const HASH_LENGTH = 8;

/** A photo's row of its group's table (tile-photo-files.ts or page-photo-files.ts). */
export function photoFileSet(entry: ManifestEntry): PhotoFileSet {
  return { width: entry.width, height: entry.height, widths: entry.widths, hash: entry.key.slice(0, HASH_LENGTH) };
}

/** One generated file: its name in src/content/photos/ and its name in the build. */
export interface PhotoFile {
  readonly source: string;
  readonly served: string;
}

/** Every file the manifest lists, in its order, each width in every format. */
export function manifestFiles(manifest: Manifest): PhotoFile[] {
  return Object.entries(manifest).flatMap(([id, entry]) => {
    if (!entry) return [];
    const { widths, hash } = photoFileSet(entry);
    return widths.flatMap((width) =>
      photoFormats.map((format) => ({
        source: photoSourceName(id, width, format),
        served: photoServedName(id, width, hash, format),
      })),
    );
  });
}
