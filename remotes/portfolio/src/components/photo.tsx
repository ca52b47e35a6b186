import type { PhotoFile } from '../content/photo-file-set';
import { photoFiles } from '../content/photo-files';
import { photoInfo, type PhotoId } from '../content/photos';

export interface PhotoProps {
  readonly id: PhotoId;
  /** The `sizes` attribute: how wide the photo is shown, e.g. '(min-width: 768px) 50vw, 100vw'. */
  readonly sizes: string;
  /** The largest image of the first screen: eager, fetchpriority="high". Others load lazily. */
  readonly priority?: boolean;
  readonly className?: string;
}

/** A photo in the shape react-photo-album expects: its largest JPEG, every JPEG size in `srcSet`, and alt text. */
export interface AlbumPhoto {
  readonly key: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly srcSet: readonly { src: string; width: number; height: number }[];
}

function srcSet(files: readonly PhotoFile[]): string {
  return files.map((file) => `${file.url} ${file.w}w`).join(', ');
}

function largest(files: readonly PhotoFile[]): PhotoFile {
  const file = files.at(-1);
  if (!file) throw new Error('a photo without files: run `npm run photos -w remotes/portfolio`');
  return file;
}

/** The intrinsic size of a photo's largest file, e.g. to reserve its space. */
export function photoSize(id: PhotoId): { width: number; height: number } {
  const { width, height } = photoFiles[id];
  return { width, height };
}

export function photoForAlbum(id: PhotoId): AlbumPhoto {
  const files = photoFiles[id];
  return {
    key: id,
    src: largest(files.jpeg).url,
    width: files.width,
    height: files.height,
    alt: photoInfo[id].alt,
    srcSet: files.jpeg.map((file) => ({
      src: file.url,
      width: file.w,
      height: Math.round((file.w * files.height) / files.width),
    })),
  };
}

/**
 * A content photo: AVIF, then WebP, then JPEG for browsers that take neither, each in every generated width so the
 * browser picks by `sizes`. Width and height are intrinsic so the layout never shifts while it loads.
 */
export function Photo({ id, sizes, priority = false, className }: PhotoProps) {
  const files = photoFiles[id];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(files.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(files.webp)} sizes={sizes} />
      <img
        src={largest(files.jpeg).url}
        srcSet={srcSet(files.jpeg)}
        sizes={sizes}
        alt={photoInfo[id].alt}
        width={files.width}
        height={files.height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
