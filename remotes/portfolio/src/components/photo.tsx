import { photoServedName, type PhotoFormat } from '../content/photo-file-set';
import type { PhotoRecord } from '../content/photo-record';

export interface PhotoProps {
  /**
   * The photo, from its group's lookup (`tilePhoto(id, alt)`, `pagePhoto(id, info)`): this module reads no table of photos, so a
   * page loads the data of the photos it shows only.
   */
  readonly photo: PhotoRecord;
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

/**
 * Where the remote's files are served from: its own origin, not the page's (webpack works it out at run time).
 * Outside webpack, in tests, there is none and URLs start at the root.
 */
function publicPath(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
}

/** The URL of one generated file, as the build serves it (photo-files-plugin.ts copies it there). */
function photoUrl({ id, files }: PhotoRecord, width: number, format: PhotoFormat): string {
  return publicPath() + photoServedName(id, width, files.hash, format);
}

/** Every generated width of the photo in one format, as a `srcset`. */
export function photoSrcSet(photo: PhotoRecord, format: PhotoFormat): string {
  return photo.files.widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(', ');
}

/** The URL of the photo's widest JPEG: for browsers that read no `srcset`, and where a photo is linked to. */
export function largestPhotoUrl(photo: PhotoRecord): string {
  const widest = photo.files.widths.at(-1);
  if (widest === undefined) {
    throw new Error(`photo ${photo.id} has no files: run \`npm run photos -w remotes/portfolio\``);
  }
  return photoUrl(photo, widest, 'jpeg');
}

export function photoForAlbum(photo: PhotoRecord): AlbumPhoto {
  const { files } = photo;
  return {
    key: photo.id,
    src: largestPhotoUrl(photo),
    width: files.width,
    height: files.height,
    alt: photo.alt,
    srcSet: files.widths.map((width) => ({
      src: photoUrl(photo, width, 'jpeg'),
      width,
      height: Math.round((width * files.height) / files.width),
    })),
  };
}

/**
 * A content photo: AVIF, then WebP, then JPEG for browsers that take neither, each in every generated width so the
 * browser picks by `sizes`. Width and height are intrinsic so the layout never shifts while it loads.
 */
export function Photo({ photo, sizes, priority = false, className }: PhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={largestPhotoUrl(photo)}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={photo.alt}
        width={photo.files.width}
        height={photo.files.height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
