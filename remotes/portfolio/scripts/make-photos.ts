import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { photoFormats, photoSourceName, type PhotoFormat } from '../src/content/photo-file-set';
import { photoGroups, readCaseStudies, writeCaseStudyLists, type PhotoGroup } from './case-study-files';
import {
  manifestFile,
  photoFileSet,
  photosDir,
  readManifest,
  type Manifest,
  type ManifestEntry,
} from './photo-manifest';
import { PLACEHOLDER_VERSION, placeholderImage, type RawImage } from './placeholder';

/**
 * Makes every photo of the case studies (src/content/case-studies/*.ts: each one's tile and the photos its page
 * lists) in the sizes and formats the layouts need, and brings the lists read from those files up to date
 * (case-study-files.ts):
 *   node tooling/run.cjs remotes/portfolio/scripts/make-photos.ts [--force]   (or `npm run photos -w remotes/portfolio`)
 * The source of a photo is photos/<id>.jpg when the agency has dropped it in, otherwise a generated placeholder.
 * Output goes to src/content/photos/ with a manifest (what each file was made from and its key), and to one compact
 * table per group, src/content/tile-photo-files.ts and page-photo-files.ts, that the site builds its photo URLs from
 * (sizes, widths and a short hash per photo). The build serves each file as photos/<id>-<width>.<hash>.<ext> (see
 * photo-files-plugin.ts). A photo whose source and settings are unchanged is not encoded again, so a run with nothing
 * new only rewrites the tables from the manifest; `--force` encodes every photo anew.
 */

const root = path.resolve(__dirname, '..');
const sourceDir = path.join(root, 'photos');

function tableFile(group: PhotoGroup): string {
  return path.join(root, `src/content/${group.name}-photo-files.ts`);
}

/**
 * Widths: 480 for phones and small tiles, 960 for tiles and half-width images (and phones at 2×), 1600 for
 * full-width heroes. Qualities sit where placeholders and photos look clean at a modest size. AVIF effort 3 encodes
 * several times faster than 4 for some 15 % more bytes, which keeps a full run short.
 */
export const settings = {
  widths: [480, 960, 1600],
  /** Placeholders are drawn with their longest side this long. */
  placeholderLongSide: 1600,
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true },
} as const;

/** The widths to make from a source `sourceWidth` wide: never upscaled; a source between two steps adds its own width. */
export function widthsFor(sourceWidth: number): number[] {
  const widths: number[] = settings.widths.filter((w) => w <= sourceWidth);
  const largest = widths.at(-1) ?? 0;
  if (sourceWidth < Math.max(...settings.widths) && sourceWidth > largest * 1.25) widths.push(sourceWidth);
  return widths;
}

export function heightFor(width: number, aspect: number): number {
  return Math.max(1, Math.round(width / aspect));
}

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** Decodes a dropped-in photo, upright and in sRGB, cropped from the centre to the aspect the content declares. */
async function photoSource(file: string, aspect: number): Promise<RawImage> {
  const { data, info } = await sharp(file)
    .autoOrient()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cropWidth = Math.min(info.width, Math.round(info.height * aspect));
  const cropHeight = Math.min(info.height, Math.round(cropWidth / aspect));
  const cropped = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .extract({
      left: Math.floor((info.width - cropWidth) / 2),
      top: Math.floor((info.height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    })
    .raw()
    .toBuffer();
  return { data: cropped, width: cropWidth, height: cropHeight, channels: 3 };
}

function encode(source: RawImage, width: number, height: number, fmt: PhotoFormat): Promise<Buffer> {
  const image = sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } })
    // 'fill': the source already has the photo's aspect; this only absorbs the rounding of the height.
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  switch (fmt) {
    case 'avif':
      return image.avif(settings.avif).toBuffer();
    case 'webp':
      return image.webp(settings.webp).toBuffer();
    case 'jpeg':
      return image.jpeg(settings.jpeg).toBuffer();
  }
}

async function makePhoto(
  id: string,
  aspect: number,
  previous: ManifestEntry | undefined,
  force: boolean,
): Promise<ManifestEntry> {
  const dropped = path.join(sourceDir, `${id}.jpg`);
  const hasPhoto = existsSync(dropped);
  const sourceBytes = hasPhoto ? await readFile(dropped) : `placeholder v${PLACEHOLDER_VERSION} ${id} ${aspect}`;
  const key = sha256(JSON.stringify(settings), '\0', sourceBytes);
  const upToDate =
    previous?.key === key &&
    previous.widths.every((w) =>
      photoFormats.every((fmt) => existsSync(path.join(photosDir, photoSourceName(id, w, fmt)))),
    );
  if (upToDate && !force) return previous;

  const longSide = settings.placeholderLongSide;
  const source = hasPhoto
    ? await photoSource(dropped, aspect)
    : aspect >= 1
      ? await placeholderImage(id, longSide, heightFor(longSide, aspect))
      : await placeholderImage(id, Math.round(longSide * aspect), longSide);
  const widths = widthsFor(source.width);
  for (const width of widths) {
    const height = heightFor(width, aspect);
    for (const fmt of photoFormats) {
      await writeFile(path.join(photosDir, photoSourceName(id, width, fmt)), await encode(source, width, height, fmt));
    }
  }
  const width = Math.max(...widths);
  return {
    key,
    source: hasPhoto ? `photos/${id}.jpg` : 'placeholder',
    width,
    height: heightFor(width, aspect),
    widths,
  };
}

/**
 * A group's table: one row per photo of the group, in its order; no file is imported, so no URL is in the bundle.
 * tile-photos.ts and page-photos.ts join its rows to the alt texts of the case studies' files (a test checks that
 * every photo has its row).
 */
function photoFilesModule(group: PhotoGroup, manifest: Manifest): string {
  const rows = Object.keys(group.info).map((id) => {
    const entry = manifest[id];
    if (!entry) throw new Error(`photo ${id} is not in the manifest`);
    return `${JSON.stringify(id)}: ${JSON.stringify(photoFileSet(entry))},`;
  });
  return `// Generated by remotes/portfolio/scripts/make-photos.ts (\`npm run photos -w remotes/portfolio\`); do not edit.
import type { PhotoFileSet } from './photo-file-set';

/** The size, widths and hash of each ${group.name} photo of the case studies; ${group.name}-photos.ts joins them to its alt text. */
export const ${group.name}PhotoFiles = {
${rows.join('\n')}
} satisfies Record<string, PhotoFileSet>;
`;
}

/** Formatted as the repository's Prettier config says, so generated files pass `prettier --check` as they are. */
async function prettier(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

function readPreviousManifest(): Manifest {
  try {
    return readManifest();
  } catch {
    return {};
  }
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = existsSync(file) ? await readFile(file, 'utf8') : undefined;
  if (current !== text) await writeFile(file, text);
}

export async function main(args: readonly string[]): Promise<void> {
  const started = Date.now();
  const force = args.includes('--force');
  const studies = readCaseStudies();
  for (const file of await writeCaseStudyLists(studies)) console.log(`wrote ${path.relative(root, file)}`);
  const groups = photoGroups(studies);
  const info = groups.flatMap((group) => Object.entries(group.info));
  const ids = info.map(([id]) => id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) throw new Error(`photos in more than one group: ${repeated.join(', ')}`);
  const previous = readPreviousManifest();
  await mkdir(photosDir, { recursive: true });

  for (const file of existsSync(sourceDir) ? await readdir(sourceDir) : []) {
    if (!ids.some((id) => file === `${id}.jpg`) && file !== 'README.md' && !file.startsWith('.')) {
      console.warn(
        `photos/${file} is not used: name it <id>.jpg after a photo of a case study (src/content/case-studies/), or tile-<slug>.jpg`,
      );
    }
  }

  // A few photos at a time keep every core busy (libvips also threads within each); results stay in the groups'
  // order, so the manifest and the tables never depend on which photo finished first.
  const photos: (readonly [string, ManifestEntry])[] = [];
  for (let start = 0; start < info.length; start += 3) {
    const batch = info.slice(start, start + 3);
    photos.push(
      ...(await Promise.all(
        batch.map(async ([id, { aspect }]) => [id, await makePhoto(id, aspect, previous[id], force)] as const),
      )),
    );
  }
  const made = photos.filter(([id, entry]) => entry !== previous[id]).length;

  const expected = new Set(['manifest.json']);
  for (const [id, entry] of photos) {
    for (const w of entry.widths) for (const fmt of photoFormats) expected.add(photoSourceName(id, w, fmt));
  }
  let removed = 0;
  for (const file of await readdir(photosDir)) {
    if (!expected.has(file)) {
      await rm(path.join(photosDir, file));
      removed += 1;
    }
  }
  const manifest: Manifest = Object.fromEntries(photos);
  await writeIfChanged(manifestFile, await prettier(manifestFile, JSON.stringify(manifest)));
  for (const group of groups) {
    const file = tableFile(group);
    await writeIfChanged(file, await prettier(file, photoFilesModule(group, manifest)));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`photos: ${made} made, ${ids.length - made} up to date, ${removed} stale files removed (${seconds} s)`);
}
