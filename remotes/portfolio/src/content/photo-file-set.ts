/** One generated file of a photo: its URL (hashed by webpack) and its width in pixels. */
export interface PhotoFile {
  readonly url: string;
  readonly w: number;
}

/** The generated files of one photo (see photo-files.ts), narrowest first in each format. */
export interface PhotoFileSet {
  /** Intrinsic size of the largest file; every file keeps the photo's aspect ratio. */
  readonly width: number;
  readonly height: number;
  readonly avif: readonly PhotoFile[];
  readonly webp: readonly PhotoFile[];
  readonly jpeg: readonly PhotoFile[];
}
