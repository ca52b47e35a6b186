import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { photoInfo, type PhotoId } from '../src/content/photos';
import { PLACEHOLDER_VERSION, placeholderImage, type RawImage } from './placeholder';

/**
 * Makes every photo of src/content/photos.ts in the sizes and formats the layouts need:
 *   node tooling/run.cjs remotes/portfolio/scripts/make-photos.ts [--force]   (or `npm run photos -w remotes/portfolio`)
 * The source of a photo is photos/<id>.jpg when the agency has dropped it in, otherwise a generated placeholder.
 * Output goes to src/content/photos/ with a manifest (what each file was made from) and src/content/photo-files.ts,
 * the module that imports every file so webpack hashes it. A photo whose source and settings are unchanged is skipped.
 */

const root = path.resolve(__dirname, '..');
const sourceDir = path.join(root, 'photos');
const outDir = path.join(root, 'src/content/photos');
const manifestFile = path.join(outDir, 'manifest.json');
const moduleFile = path.join(root, 'src/content/photo-files.ts');

/**
 * Widths: 480 for phones and small tiles, 960 for tiles and half-width images (and phones at 2×), 1600 for
 * full-width heroes. Qualities sit where placeholders and photos look clean at a modest size. AVIF effort 3 encodes
 * about four times faster than 4 for some 15 % more bytes, which keeps a full run near a minute.
 */
export const settings = {
  widths: [480, 960, 1600],
  /** Placeholders are drawn with their longest side this long. */
  placeholderLongSide: 1600,
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true },
} as const;

const formats = ['avif', 'webp', 'jpeg'] as const;
type Format = (typeof formats)[number];
const extension: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

interface ManifestEntry {
  /** Hash of the source and the settings: when it is unchanged, so are the files. */
  readonly key: string;
  readonly source: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

type Manifest = Partial<Record<string, ManifestEntry>>;

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

function fileName(id: string, width: number, fmt: Format): string {
  return `${id}-${width}.${extension[fmt]}`;
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

function encode(source: RawImage, width: number, height: number, fmt: Format): Promise<Buffer> {
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

async function makePhoto(id: PhotoId, previous: ManifestEntry | undefined, force: boolean): Promise<ManifestEntry> {
  const { aspect } = photoInfo[id];
  const dropped = path.join(sourceDir, `${id}.jpg`);
  const hasPhoto = existsSync(dropped);
  const sourceBytes = hasPhoto ? await readFile(dropped) : `placeholder v${PLACEHOLDER_VERSION} ${id} ${aspect}`;
  const key = sha256(JSON.stringify(settings), '\0', sourceBytes);
  const upToDate =
    previous?.key === key &&
    previous.widths.every((w) => formats.every((fmt) => existsSync(path.join(outDir, fileName(id, w, fmt)))));
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
    for (const fmt of formats) {
      await writeFile(path.join(outDir, fileName(id, width, fmt)), await encode(source, width, height, fmt));
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

/** 'springfield-little-theatre-1', 960, 'avif' → springfieldLittleTheatre1Avif960 */
function importName(id: string, width: number, fmt: Format): string {
  const camel = id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return `${camel}${fmt.charAt(0).toUpperCase()}${fmt.slice(1)}${width}`;
}

function photoFilesModule(photos: readonly (readonly [PhotoId, ManifestEntry])[]): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [id, entry] of photos) {
    const lists = formats.map((fmt) => {
      const files = entry.widths.map((w) => {
        imports.push(`import ${importName(id, w, fmt)} from './photos/${fileName(id, w, fmt)}';`);
        return `{ url: ${importName(id, w, fmt)}, w: ${w} }`;
      });
      return `${fmt}: [${files.join(', ')}],`;
    });
    entries.push(`'${id}': { width: ${entry.width}, height: ${entry.height}, ${lists.join(' ')} },`);
  }
  return `// Generated by remotes/portfolio/scripts/make-photos.ts (\`npm run photos -w remotes/portfolio\`); do not edit.
import type { PhotoFileSet } from './photo-file-set';
import type { PhotoId } from './photos';
${imports.join('\n')}

export const photoFiles: Record<PhotoId, PhotoFileSet> = {
${entries.join('\n')}
};
`;
}

/** Formatted as the repository's Prettier config says, so generated files pass `prettier --check` as they are. */
async function prettier(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

async function readManifest(): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
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
  const ids = Object.keys(photoInfo) as PhotoId[];
  const previous = await readManifest();
  await mkdir(outDir, { recursive: true });

  for (const file of existsSync(sourceDir) ? await readdir(sourceDir) : []) {
    if (!ids.some((id) => file === `${id}.jpg`) && file !== 'README.md' && !file.startsWith('.')) {
      console.warn(`photos/${file} is not used: name it <id>.jpg after an id of src/content/photos.ts`);
    }
  }

  // A few photos at a time keep every core busy (libvips also threads within each); results stay in photoInfo's
  // order, so the manifest and the module never depend on which photo finished first.
  const photos: (readonly [PhotoId, ManifestEntry])[] = [];
  for (let start = 0; start < ids.length; start += 3) {
    const batch = ids.slice(start, start + 3);
    photos.push(
      ...(await Promise.all(batch.map(async (id) => [id, await makePhoto(id, previous[id], force)] as const))),
    );
  }
  const made = photos.filter(([id, entry]) => entry !== previous[id]).length;

  const expected = new Set(['manifest.json']);
  for (const [id, entry] of photos) {
    for (const w of entry.widths) for (const fmt of formats) expected.add(fileName(id, w, fmt));
  }
  let removed = 0;
  for (const file of await readdir(outDir)) {
    if (!expected.has(file)) {
      await rm(path.join(outDir, file));
      removed += 1;
    }
  }
  await writeIfChanged(manifestFile, await prettier(manifestFile, JSON.stringify(Object.fromEntries(photos))));
  await writeIfChanged(moduleFile, await prettier(moduleFile, photoFilesModule(photos)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`photos: ${made} made, ${ids.length - made} up to date, ${removed} stale files removed (${seconds} s)`);
}
