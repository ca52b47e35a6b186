import { useMemo } from 'react';
import { MasonryPhotoAlbum } from 'react-photo-album';
import 'react-photo-album/masonry.css';
import { Photo, photoForAlbum } from '../../components/photo';
import type { PhotoRecord } from '../../content/photo-record';
import type { CaseStudy } from '../../content/case-study';
import { studyPhoto } from '../../content/case-study-photos';
import { LightboxGallery, LightboxLink } from './lightbox/lightbox-gallery';

export interface MasonryGalleryProps {
  /** The case study that lists the photos. */
  readonly study: CaseStudy;
  /** The ids of the photos to show, in order. */
  readonly photos: readonly string[];
  /** Fixed column count; without it the album's responsive default (5/4/3/2 at 1200/600/300/0 px wide). */
  readonly columns?: number;
  /** Fixed spacing in pixels; without it the album's responsive default (20/15/10/5 px at the same widths). */
  readonly spacing?: number;
  /** The first photo is the largest of the first screen. */
  readonly priority?: boolean;
}

/**
 * Widths the album lays out for (the measured width is rounded down to one): with them, and a width assumed before
 * any is measured, the prerendered page and the app's first render hold the same gallery. The assumed width is the
 * one phones get (a container under 600 px), so on a phone the layout never changes when the width is measured.
 */
const LAYOUT_WIDTHS = [300, 600, 900, 1200];
const WIDTH_BEFORE_MEASURING = 300;

type AlbumPhoto = ReturnType<typeof photoForAlbum> & { readonly record: PhotoRecord };

/**
 * A masonry gallery. react-photo-album lays the photos out by the measured container width; each photo is then
 * drawn by our own <Photo>, so it gets AVIF/WebP sources sized to the column it lands in, inside a link that opens
 * it in the lightbox.
 */
export function MasonryGallery({ study, photos, columns, spacing, priority = false }: MasonryGalleryProps) {
  const albumPhotos = useMemo(
    (): AlbumPhoto[] =>
      photos.map((id) => {
        const record = studyPhoto(study, id);
        return { ...photoForAlbum(record), record };
      }),
    [study, photos],
  );
  const records = useMemo(() => albumPhotos.map((photo) => photo.record), [albumPhotos]);
  return (
    <LightboxGallery photos={records}>
      <MasonryPhotoAlbum<AlbumPhoto>
        photos={albumPhotos}
        columns={columns}
        spacing={spacing}
        breakpoints={LAYOUT_WIDTHS}
        defaultContainerWidth={WIDTH_BEFORE_MEASURING}
        render={{
          // Each photo's box is the link that opens it in the lightbox (the album's styles and sizes, our element).
          wrapper: ({ className, style, children }, { index }) => (
            <LightboxLink index={index} className={className} style={style}>
              {children}
            </LightboxLink>
          ),
          image: ({ className }, { photo, index, width }) => (
            <Photo
              photo={photo.record}
              sizes={`${Math.ceil(width)}px`}
              priority={priority && index === 0}
              className={className}
            />
          ),
        }}
      />
    </LightboxGallery>
  );
}
