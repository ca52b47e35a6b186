/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { photoGroups } from '../../../scripts/case-study-files';
import { PhotoFilesPlugin } from '../../../scripts/photo-files-plugin';
import csusa from '../case-studies/csusa';
import { pagePhotoFiles } from '../page-photo-files';
import { isPagePhotoId, pagePhoto, type PagePhotoId } from '../page-photos';
import type { PhotoFileSet } from '../photo-file-set';
import conklin from '../case-studies/conklin';
import { isTilePhotoId, tilePhoto, type TilePhotoId } from '../tile-photos';
import { tilePhotoFiles } from '../tile-photo-files';

const photosDir = path.join(__dirname, '../photos');
const manifest = JSON.parse(readFileSync(path.join(photosDir, 'manifest.json'), 'utf8')) as Record<
  string,
  { key: string; width: number; height: number; widths: number[] }
>;
const extensions = ['avif', 'webp', 'jpg'];

/** Each group, as the case studies' files give it: its photos' content and the table make-photos generated for it. */
const tables: Readonly<Record<string, Readonly<Record<string, PhotoFileSet>>>> = {
  tile: tilePhotoFiles,
  page: pagePhotoFiles,
};
const groups = photoGroups().map(({ name, info }) => [`${name}-photo-files.ts`, info, tables[name] ?? {}] as const);

/** Every photo of every group, tiles first: its content and its row of its group's table. */
const rows = groups.flatMap(([, info, files]) =>
  Object.keys(info).map((id) => ({ id, info: info[id], files: files[id] })),
);

describe('the photo groups', () => {
  it('put the tiles in one group and every other photo in the other, none in both', () => {
    const [tiles = [], pagePhotos = []] = groups.map(([, info]) => Object.keys(info));
    expect(tiles.every((id) => id.startsWith('tile-'))).toBe(true);
    expect(pagePhotos.filter((id) => id.startsWith('tile-'))).toEqual([]);
    expect(tiles.filter(isPagePhotoId)).toEqual([]);
    expect(pagePhotos.filter(isTilePhotoId)).toEqual([]);
  });

  it('together are the photos of the manifest, in its order (the build serves what the manifest lists)', () => {
    expect(rows.map((row) => row.id)).toEqual(Object.keys(manifest));
  });

  it('look up only their own ids', () => {
    // The types say so (`npm run typecheck` checks these lines), and the runtime guards agree.
    // @ts-expect-error a case-study photo is not a tile
    const notATile: TilePhotoId = 'conklin-hero';
    // @ts-expect-error a tile is not a page photo
    const notAPagePhoto: PagePhotoId = 'tile-conklin';
    expect(isTilePhotoId(notATile)).toBe(false);
    expect(isPagePhotoId(notAPagePhoto)).toBe(false);
  });

  it("join each photo's content to its row of the table", () => {
    expect(tilePhoto('tile-conklin', conklin.tile.alt)).toEqual({
      id: 'tile-conklin',
      aspect: 3 / 2,
      alt: 'A hand-built acoustic guitar lit against a dark backdrop',
      files: tilePhotoFiles['tile-conklin'],
    });
    expect(pagePhoto('csusa-1', { aspect: 2 / 3, alt: 'A student' })).toEqual({
      id: 'csusa-1',
      aspect: 2 / 3,
      alt: 'A student',
      files: pagePhotoFiles['csusa-1'],
    });
    expect(csusa.photos['csusa-1']?.alt).toBe('A student smiling at the camera in a hallway');
    expect(() => pagePhoto('no-such-photo', { aspect: 1, alt: 'None' })).toThrow(
      'No files for the photo "no-such-photo"',
    );
  });
});

describe.each(groups)('the photo table %s', (_table, info, files) => {
  const ids = Object.keys(info);

  it('has a row for every photo of its group and no other', () => {
    expect(Object.keys(files)).toEqual(ids);
  });
});

describe('every photo table row', () => {
  it.each(rows)(
    '$id: the size and widths of the manifest, and the first eight hex digits of its key',
    ({ id, files }) => {
      const entry = manifest[id];
      expect(entry).toBeDefined();
      expect(files).toEqual({
        width: entry?.width,
        height: entry?.height,
        widths: entry?.widths,
        hash: entry?.key.slice(0, 8),
      });
      expect(files?.hash).toMatch(/^[0-9a-f]{8}$/);
    },
  );

  it.each(rows)('$id has every size and format, in its aspect ratio', ({ id, info, files }) => {
    if (!files || !info) throw new Error(`${id} has no row`);
    expect(Math.abs(files.height - files.width / info.aspect)).toBeLessThanOrEqual(1);
    expect(files.widths.length).toBeGreaterThan(0);
    expect(files.widths).toEqual([...files.widths].sort((a, b) => a - b));
    expect(files.widths.at(-1)).toBe(files.width);
    for (const w of files.widths) {
      for (const ext of extensions) expect(existsSync(path.join(photosDir, `${id}-${w}.${ext}`))).toBe(true);
    }
  });
});

describe('firebase.json', () => {
  interface HeaderRule {
    readonly source?: string;
    readonly regex?: string;
    readonly headers: readonly { key: string; value: string }[];
  }
  const firebase = JSON.parse(readFileSync(path.join(__dirname, '../../../../../firebase.json'), 'utf8')) as {
    hosting: { target: string; headers: HeaderRule[] }[];
  };

  /** What the portfolio site answers for a path: the Cache-Control of the last rule that matches it. */
  function cacheControl(file: string): string | undefined {
    const rules = firebase.hosting.find((site) => site.target === 'portfolio')?.headers ?? [];
    const glob = (source: string) =>
      new RegExp(
        `^${source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*|\*/g, (s) => (s === '**' ? '.*' : '[^/]*'))}$`,
      );
    return rules
      .filter((rule) => (rule.regex ? new RegExp(rule.regex) : glob(rule.source ?? '')).test(file))
      .flatMap((rule) => rule.headers.filter((header) => header.key === 'Cache-Control'))
      .at(-1)?.value;
  }

  it('lets browsers keep a served photo for a year, and never the table of them', () => {
    const { hash } = pagePhotoFiles['conklin-hero'];
    for (const ext of extensions) {
      expect(cacheControl(`/photos/conklin-hero-1600.${hash}.${ext}`)).toBe('public, max-age=31536000, immutable');
    }
    expect(cacheControl('/remoteEntry.js')).toBe('no-cache');
  });
});

describe('PhotoFilesPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'photo-files-plugin-'));
    writeFileSync(path.join(dir, 'entry.js'), 'export {};\n');
    const key = `0123abcd${'e'.repeat(56)}`;
    const photos = path.join(dir, 'photos');
    mkdirSync(photos);
    writeFileSync(
      path.join(photos, 'manifest.json'),
      JSON.stringify({ 'a-photo': { key, source: 'placeholder', width: 960, height: 640, widths: [480, 960] } }),
    );
    for (const w of [480, 960]) {
      for (const ext of extensions) writeFileSync(path.join(photos, `a-photo-${w}.${ext}`), `${ext} ${w}`);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(): Promise<webpack.Stats> {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new PhotoFilesPlugin(path.join(dir, 'photos/manifest.json'))],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) reject(error ?? new Error('no stats'));
        else resolve(stats);
      }),
    );
  }

  it('copies every listed file into photos/ under its id, width and short hash, byte for byte', async () => {
    const stats = await build();
    expect(stats.hasErrors()).toBe(false);
    expect(readdirSync(path.join(dir, 'dist/photos')).sort()).toEqual([
      'a-photo-480.0123abcd.avif',
      'a-photo-480.0123abcd.jpg',
      'a-photo-480.0123abcd.webp',
      'a-photo-960.0123abcd.avif',
      'a-photo-960.0123abcd.jpg',
      'a-photo-960.0123abcd.webp',
    ]);
    expect(readFileSync(path.join(dir, 'dist/photos/a-photo-960.0123abcd.webp'), 'utf8')).toBe('webp 960');
    // Watched, so that `webpack serve` rebuilds when make-photos rewrites them.
    expect(stats.compilation.fileDependencies.has(path.join(dir, 'photos/a-photo-480.avif'))).toBe(true);
    expect(stats.compilation.fileDependencies.has(path.join(dir, 'photos/manifest.json'))).toBe(true);
  });

  it('fails the build, naming the file, when a listed file is missing', async () => {
    rmSync(path.join(dir, 'photos/a-photo-960.webp'));
    const stats = await build();
    const errors = stats.compilation.errors.map((error) => error.message);
    expect(errors).toEqual([expect.stringContaining(path.join('photos', 'a-photo-960.webp'))]);
    expect(errors[0]).toMatch(/is missing/);
  });
});
