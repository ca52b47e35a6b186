import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { manifestFiles, readManifest } from '../../../scripts/photo-manifest';
import { readCaseStudies } from '../../../scripts/case-study-files';
import { placeholderImage } from '../../../scripts/placeholder';
import conklin from '../../content/case-studies/conklin';
import csusa from '../../content/case-studies/csusa';
import { pagePhoto, type PagePhotoId } from '../../content/page-photos';
import type { PhotoRecord } from '../../content/photo-record';
import { tilePhoto, type TilePhotoId } from '../../content/tile-photos';

type PhotoId = TilePhotoId | PagePhotoId;

/** Two photos of the case studies, as their files list them. */
const conklinHero = () => pagePhoto('conklin-hero', conklin.photos['conklin-hero'] ?? fail('conklin-hero'));
const csusa1 = () => pagePhoto('csusa-1', csusa.photos['csusa-1'] ?? fail('csusa-1'));
function fail(id: string): never {
  throw new Error(`no photo ${id}`);
}
import { Photo, photoForAlbum } from '../photo';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../content/photos/manifest.json'), 'utf8')) as Record<
  string,
  { key: string }
>;

/** The short hash a photo's served files carry: the first eight hex digits of its key in the manifest. */
function hashOf(id: PhotoId): string {
  const key = manifest[id]?.key;
  if (!key) throw new Error(`${id} is not in the manifest`);
  return key.slice(0, 8);
}

/** Where webpack says the remote is served from; in the browser, the remote's own origin. */
const REMOTE = 'https://portfolio.example.test/';
const publicPath = globalThis as { __webpack_public_path__?: string };

function renderPhoto(priority?: boolean) {
  const { container } = render(<Photo photo={conklinHero()} sizes="100vw" priority={priority} className="img-fluid" />);
  const img = container.querySelector('img');
  if (!img) throw new Error('no <img>');
  return { container, img };
}

describe('Photo', () => {
  beforeEach(() => {
    publicPath.__webpack_public_path__ = REMOTE;
  });
  afterEach(() => {
    delete publicPath.__webpack_public_path__;
  });

  it("names every file by id, width and hash under the remote's public path, in AVIF, WebP and JPEG", () => {
    const { container, img } = renderPhoto();
    const hash = hashOf('conklin-hero');
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    const files = (ext: string) =>
      [480, 960, 1600].map((w) => `${REMOTE}photos/conklin-hero-${w}.${hash}.${ext} ${w}w`).join(', ');

    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', files('avif')],
      ['image/webp', files('webp')],
    ]);
    for (const source of sources) expect(source).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('srcset', files('jpg'));
    expect(img).toHaveAttribute('src', `${REMOTE}photos/conklin-hero-1600.${hash}.jpg`);
  });

  it('lists only the widths made of a photo (never upscaled)', () => {
    const { container } = render(<Photo photo={csusa1()} sizes="50vw" />);
    const hash = hashOf('csusa-1');
    expect(container.querySelector('img')).toHaveAttribute(
      'srcset',
      `${REMOTE}photos/csusa-1-480.${hash}.jpg 480w, ${REMOTE}photos/csusa-1-960.${hash}.jpg 960w`,
    );
  });

  it('renders alt text, the intrinsic size and the given sizes and class', () => {
    const { img } = renderPhoto();
    expect(img).toHaveAttribute('alt', conklinHero().alt);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveClass('img-fluid');
  });

  it('loads lazily by default', () => {
    const { img } = renderPhoto();
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high priority when it is the largest image of the first screen', () => {
    const { img } = renderPhoto(true);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives react-photo-album the largest JPEG with its size, alt text and every JPEG size', () => {
    const hash = hashOf('csusa-1');
    const jpeg = (w: number) => `${REMOTE}photos/csusa-1-${w}.${hash}.jpg`;
    expect(photoForAlbum(csusa1())).toEqual({
      key: 'csusa-1',
      src: jpeg(960),
      width: 960,
      height: 1440,
      alt: csusa1().alt,
      srcSet: [
        { src: jpeg(480), width: 480, height: 720 },
        { src: jpeg(960), width: 960, height: 1440 },
      ],
    });
  });

  it('asks for exactly the files the build serves (photo-files-plugin.ts), across every photo of both groups', () => {
    const photos: PhotoRecord[] = [
      ...readCaseStudies().map((study) => tilePhoto(`tile-${study.slug}` as TilePhotoId, study.tile.alt)),
      ...readCaseStudies().flatMap((study) => Object.entries(study.photos).map(([id, info]) => pagePhoto(id, info))),
    ];
    const asked = new Set<string>();
    for (const photo of photos) {
      const { container } = render(<Photo photo={photo} sizes="100vw" />);
      const img = container.querySelector('img');
      const candidates = [...container.querySelectorAll('source, img')].flatMap((element) =>
        (element.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? ''),
      );
      for (const url of [img?.getAttribute('src') ?? '', ...candidates]) {
        expect(url.startsWith(REMOTE)).toBe(true);
        asked.add(url.slice(REMOTE.length));
      }
      cleanup();
    }
    const served = manifestFiles(readManifest()).map((file) => file.served);
    expect([...asked].sort()).toEqual([...served].sort());
  });

  it('starts URLs at the root outside webpack', () => {
    delete publicPath.__webpack_public_path__;
    expect(photoForAlbum(conklinHero()).src).toBe(`/photos/conklin-hero-1600.${hashOf('conklin-hero')}.jpg`);
  });
});

describe('placeholder', () => {
  it('draws the same pixels for the same id', async () => {
    const first = await placeholderImage('tile-conklin', 240, 160);
    const second = await placeholderImage('tile-conklin', 240, 160);
    expect(first.data.equals(second.data)).toBe(true);
    const other = await placeholderImage('tile-csusa', 240, 160);
    expect(first.data.equals(other.data)).toBe(false);
  });
});
