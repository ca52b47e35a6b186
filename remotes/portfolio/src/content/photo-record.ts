import type { PhotoFileSet } from './photo-file-set';

/** What the content says about a photo; its files are made by `npm run photos -w remotes/portfolio`. */
export interface PhotoInfo {
  /** Width / height of the photo as shot; the generated sizes keep it. */
  readonly aspect: number;
  /** What the photo shows, for people who cannot see it. */
  readonly alt: string;
}

/** The shapes the photos are shot in. */
export const aspects = { landscape: 3 / 2, wide: 16 / 9, portrait: 2 / 3, square: 1 } as const;

/** A photo as the components draw it: its id (which names its files), what the content says of it, and its files. */
export interface PhotoRecord<Id extends string = string> extends PhotoInfo {
  readonly id: Id;
  readonly files: PhotoFileSet;
}
