import { existsSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { placeholderImage } from '../../../scripts/placeholder';
import { photoFiles } from '../../content/photo-files';
import { photoInfo, type PhotoId } from '../../content/photos';
import { Photo, photoForAlbum } from '../photo';

const ids = Object.keys(photoInfo) as PhotoId[];
const photosDir = path.join(__dirname, '../../content/photos');

function renderPhoto(priority?: boolean) {
  const { container } = render(<Photo id="conklin-hero" sizes="100vw" priority={priority} className="img-fluid" />);
  const img = container.querySelector('img');
  if (!img) throw new Error('no <img>');
  return { container, img };
}

describe('generated photo files', () => {
  it.each(ids)('%s has every size and format, in its aspect ratio', (id) => {
    const files = photoFiles[id];
    const { aspect } = photoInfo[id];
    expect(Math.abs(files.height - files.width / aspect)).toBeLessThanOrEqual(1);
    for (const [format, extension] of [
      ['avif', 'avif'],
      ['webp', 'webp'],
      ['jpeg', 'jpg'],
    ] as const) {
      const widths = files[format].map((file) => file.w);
      expect(widths.length).toBeGreaterThan(0);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(widths.at(-1)).toBe(files.width);
      for (const w of widths) expect(existsSync(path.join(photosDir, `${id}-${w}.${extension}`))).toBe(true);
    }
  });
});

describe('Photo', () => {
  it('renders AVIF and WebP sources and a JPEG image with alt text and its intrinsic size', () => {
    const { container, img } = renderPhoto();
    const files = photoFiles['conklin-hero'];
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source).toHaveAttribute('sizes', '100vw');
      expect(source.getAttribute('srcset')).toMatch(/ 480w, .* 960w, .* 1600w$/);
    }
    expect(img).toHaveAttribute('alt', photoInfo['conklin-hero'].alt);
    expect(img).toHaveAttribute('width', String(files.width));
    expect(img).toHaveAttribute('height', String(files.height));
    expect(img.getAttribute('srcset')).toMatch(/ 480w, .* 960w, .* 1600w$/);
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
    const files = photoFiles['csusa-1'];
    const album = photoForAlbum('csusa-1');
    expect(album.srcSet.map((image) => [image.width, image.height])).toEqual(
      files.jpeg.map((file) => [file.w, Math.round((file.w * 3) / 2)]),
    );
    expect(album).toMatchObject({
      src: files.jpeg.at(-1)?.url,
      width: files.width,
      height: files.height,
      alt: photoInfo['csusa-1'].alt,
      key: 'csusa-1',
    });
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
