/**
 * The generated files of one photo, a row of its group's table (tile-photo-files.ts, page-photo-files.ts): one per
 * width in each format, all in the photo's aspect.
 */
export interface PhotoFileSet {
  /** Intrinsic size of the widest file. */
  readonly width: number;
  readonly height: number;
  /** The widths made, narrowest first. */
  readonly widths: readonly number[];
  /**
   * The start of the photo's key in the manifest, which changes whenever its source or the settings do: the served
   * file names carry it, so they can be cached for good.
   */
  readonly hash: string;
}

/** The formats every photo is made in. */
export const photoFormats = ['avif', 'webp', 'jpeg'] as const;

export type PhotoFormat = (typeof photoFormats)[number];

const photoExtensions: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** A generated file as make-photos writes it to src/content/photos/: `<id>-<width>.<ext>`. */
export function photoSourceName(id: string, width: number, format: PhotoFormat): string {
  return `${id}-${width}.${photoExtensions[format]}`;
}

/** The same file as the build serves it, under the remote's public path: `photos/<id>-<width>.<hash>.<ext>`. */
export function photoServedName(id: string, width: number, hash: string, format: PhotoFormat): string {
  return `photos/${id}-${width}.${hash}.${photoExtensions[format]}`;
}
