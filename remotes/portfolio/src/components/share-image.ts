import type { ShareImage } from '@mediavelocity/contract';
import type { PhotoId } from '../content/photos';
import { photoForAlbum } from './photo';

/** A photo as a link preview shows it: its largest JPEG (what every preview reader takes), its size and alt text. */
export function shareImage(id: PhotoId | undefined): ShareImage | undefined {
  if (!id) return undefined;
  const { src, width, height, alt } = photoForAlbum(id);
  return { url: src, width, height, alt };
}
