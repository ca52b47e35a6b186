import type { ShareImage } from '@mediavelocity/contract';
import type { PhotoRecord } from '../content/photo-record';
import { photoForAlbum } from './photo';

/**
 * A photo as a link preview shows it: its largest JPEG (what every preview reader takes), its size and alt text. It
 * takes the photo's record, from the group the page shows, so the page loads no other group's data for it.
 */
export function shareImage(photo: PhotoRecord | undefined): ShareImage | undefined {
  if (!photo) return undefined;
  const { src, width, height, alt } = photoForAlbum(photo);
  return { url: src, width, height, alt };
}
