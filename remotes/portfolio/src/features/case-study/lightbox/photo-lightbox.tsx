import { useMemo } from 'react';
import Lightbox, { ImageSlide, type ContainerRect, type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { photoForAlbum, photoSrcSet } from '../../../components/photo';
import type { PhotoRecord } from '../../../content/photo-record';
import './photo-lightbox.scss';

/*
 * The viewer, in a chunk of its own (lightbox-gallery.tsx fetches it on a gallery's first open): yet-another-react-
 * lightbox, which brings the dialog, the keyboard (arrows, Escape), swipes, the focus kept inside and given back, and
 * reduced motion (under `prefers-reduced-motion` it runs no fade and no slide animation); its Captions plugin shows
 * each photo's alt text under it.
 */

export interface PhotoLightboxProps {
  /** The gallery's photos, in order. */
  readonly photos: readonly PhotoRecord[];
  /** Which photo is shown when the viewer opens. */
  readonly index: number;
  readonly open: boolean;
  /** The viewer has closed (its fade, if any, is over). */
  readonly onClose: () => void;
}

/** A slide of the library's, with the photo it shows. */
type PhotoSlide = SlideImage & { readonly photo: PhotoRecord };

interface PictureSlideProps {
  readonly slide: PhotoSlide;
  readonly offset: number;
  readonly rect: ContainerRect;
}

/**
 * The library's image slide inside a <picture>, so the viewer shows AVIF or WebP like the page does (a slide's own
 * `srcSet` holds one format, the JPEGs). The sources' `sizes` is the width the library gives its image's: the photo
 * fitted into the slide. The picture lays out as if it were not there (photo-lightbox.scss), so the image keeps the
 * library's sizing.
 */
function PictureSlide({ slide, offset, rect }: PictureSlideProps) {
  const { photo } = slide;
  const { width, height } = photo.files;
  const shown = Math.round(Math.min(rect.width, (rect.height / height) * width));
  const sizes = shown > 0 ? `${shown}px` : undefined;
  return (
    <picture className="photo-lightbox-picture">
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <ImageSlide slide={slide} offset={offset} rect={rect} />
    </picture>
  );
}

/** A gallery's photos, full screen, one at a time. */
export function PhotoLightbox({ photos, index, open, onClose }: PhotoLightboxProps) {
  const slides = useMemo(
    () =>
      photos.map((photo): PhotoSlide => {
        const { src, width, height, alt, srcSet } = photoForAlbum(photo);
        return { src, width, height, alt, srcSet, description: alt, photo };
      }),
    [photos],
  );
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions]}
      labels={{ Lightbox: 'Photo viewer' }}
      controller={{ closeOnBackdropClick: true }}
      // The photos either side of the one shown, not two each way: less to draw when the viewer opens.
      carousel={{ preload: 1 }}
      render={{
        slide: ({ slide, offset, rect }) => {
          const shown = slides.find((candidate) => candidate === slide);
          return shown && <PictureSlide slide={shown} offset={offset} rect={rect} />;
        },
      }}
    />
  );
}
