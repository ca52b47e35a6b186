import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import { largestPhotoUrl, photoSrcSet } from '../../../components/photo';
import type { PhotoRecord } from '../../../content/photo-record';
import './photo-lightbox.scss';

/*
 * The viewer, in a chunk of its own (lightbox-gallery.tsx fetches it when a visitor reaches for a photo): PhotoSwipe
 * 5's core. It brings the dialog, the keyboard (arrows, Escape), swipes, the focus kept inside, the image's size
 * fitted to the screen (the `srcset`'s `sizes` is the width it is shown at) and reduced motion (under
 * `prefers-reduced-motion` it neither fades nor zooms). It is plain DOM, built in the click's own task: no React
 * render, no effect a task later, so the frame after the click shows it (docs/performance.md, interactions).
 */

export interface PhotoLightboxOptions {
  /** The gallery's photos, in order. */
  readonly photos: readonly PhotoRecord[];
  /** Which photo is shown when the viewer opens. */
  readonly index: number;
  /** The thumbnail that opened the viewer: the focus goes back to it when the viewer closes. */
  readonly opener: HTMLElement;
  /** Where the pointer was when it opened the viewer; none when a key did. */
  readonly pointer?: { readonly x: number; readonly y: number };
  /** The viewer has closed and left the document. */
  readonly onClosed: () => void;
}

/** An open viewer. */
export interface OpenPhotoLightbox {
  /** Closes the viewer at once, with no animation (its gallery is leaving the page). */
  readonly destroy: () => void;
}

/** The caption's id: one viewer is open at a time. */
const CAPTION_ID = 'photo-lightbox-caption';

/**
 * The caption's band under the photo, in rem: two lines of the longest alt text at a phone's width (a longer one
 * scrolls in it). The library fits each photo above it (`paddingFn`), so the band covers no part of a photo, whatever
 * its shape and the screen's. A set height rather than each caption measured: a measure is a layout in the click.
 */
const CAPTION_BAND_REM = 4;
/** The band's height in CSS pixels, read once as this chunk loads (before the click, as a rule). */
const captionBand = CAPTION_BAND_REM * (Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

function slideOf(photo: PhotoRecord): SlideData {
  const { width, height } = photo.files;
  return { src: largestPhotoUrl(photo), srcset: photoSrcSet(photo, 'jpeg'), width, height, alt: photo.alt };
}

/**
 * Puts each slide's image in a <picture> with AVIF and WebP sources, so the viewer shows what the page shows (the
 * library's own image takes one format, the JPEGs in `srcset`). The library still makes the <img>, sizes it and
 * sets its `sizes` to the width it is shown at; the sources get the same `sizes`. As PhotoSwipe's "custom content"
 * page does it for WebP, through its content events; the picture lays out as if it were not there
 * (photo-lightbox.scss).
 */
function showPictures(viewer: PhotoSwipe, photos: readonly PhotoRecord[]): void {
  const pictureOf = (image: Element | undefined) =>
    image instanceof HTMLImageElement && image.parentElement instanceof HTMLPictureElement
      ? image.parentElement
      : undefined;

  // Before the library gives the image its `srcset` and `src`: the browser picks a source once all are set.
  viewer.on('contentLoadImage', ({ content }) => {
    const photo = photos[content.index];
    const image = content.element;
    if (!photo || !(image instanceof HTMLImageElement)) return;
    const sizes = `${Math.round(content.displayedImageWidth)}px`;
    const picture = document.createElement('picture');
    for (const format of ['avif', 'webp'] as const) {
      const source = document.createElement('source');
      source.type = `image/${format}`;
      source.sizes = sizes;
      source.srcset = photoSrcSet(photo, format);
      picture.append(source);
    }
    picture.append(image);
  });
  // The library appends the image only if it has no parent: the picture goes into the slide in its place.
  viewer.on('contentAppendImage', ({ content }) => {
    const picture = pictureOf(content.element);
    if (picture && content.slide && picture.parentElement !== content.slide.container) {
      content.slide.container.append(picture);
    }
  });
  // The library's own removal would take the image out of its picture: the picture goes instead.
  viewer.on('contentRemove', (event) => {
    const { content } = event;
    const picture = pictureOf(content.element);
    if (!picture) return;
    event.preventDefault();
    picture.remove();
    content.placeholder?.element?.remove();
  });
  // On a resize or a zoom the library widens the image's `sizes` (never narrows it); the sources follow.
  viewer.on('imageSizeChange', ({ content }) => {
    const image = content.element;
    const picture = pictureOf(image);
    if (!picture || !(image instanceof HTMLImageElement)) return;
    for (const source of picture.querySelectorAll('source')) source.sizes = image.sizes;
  });
}

/** Opens a gallery's photos full screen at `index`, one at a time, each captioned with its alt text. */
export function openPhotoLightbox({
  photos,
  index,
  opener,
  pointer,
  onClosed,
}: PhotoLightboxOptions): OpenPhotoLightbox {
  const count = photos.length;
  const viewer = new PhotoSwipe({
    dataSource: photos.map(slideOf),
    index,
    // No opening animation: the photo is whole in the first frame after the click. A fade makes that frame cheaper
    // (the library leaves the neighbours and the focus until it ends) but shows the photo a third of a second later,
    // as it fades in (docs/performance.md).
    showHideAnimationType: 'none',
    // One photo each side, not the library's two ahead: less to fetch and decode as the viewer opens.
    preload: [1, 1],
    // The library gives the focus back to what had it when the viewer was made, which after a click in Safari (links
    // take no focus there) is the page itself: the thumbnail that opened the viewer gets it instead (below).
    returnFocus: false,
    // No zoom button: a click on the photo, a double tap, a pinch or the Z key zoom it; one control less to build as
    // the viewer opens.
    zoom: false,
    paddingFn: () => ({ top: 0, right: 0, bottom: captionBand, left: 0 }),
    // Opened by a pointer, the library leaves the focus until later, as its own opener does: a focus in the click lays
    // the page out there, inside the click's task. It gets the focus once it has painted (below).
    initialPointerPos: pointer ?? null,
    closeTitle: 'Close',
    arrowPrevTitle: 'Previous photo',
    arrowNextTitle: 'Next photo',
    indexIndicatorSep: ' of ',
    errorMsg: 'This photo did not load.',
  });

  // The library's root is a dialog of no name, and it keeps the focus inside; the page behind is made inert, out of
  // reach of a pointer and of assistive tech alike, until the viewer closes. Once the viewer has painted: making a
  // whole page inert restyles all of it, which would hold up the frame that shows the photo. The focus moves into the
  // dialog then too (before the opener becomes inert, which would drop it), where a key has not put it already, and
  // the neighbours' photos (above).
  let madeInert: HTMLElement[] = [];
  let closed = false;
  // Opened without an animation, the library puts all three slides' photos in the document in the click; only the
  // shown one goes in then, its neighbours' (out of sight) once the viewer has painted, so the click builds one photo,
  // not three (docs/performance.md).
  let painted = false;
  viewer.on('appendHeavy', (event) => {
    if (!painted && event.slide !== viewer.currSlide) event.preventDefault();
  });
  viewer.on('firstUpdate', () => {
    const dialog = viewer.element;
    dialog?.setAttribute('aria-modal', 'true');
    dialog?.setAttribute('aria-label', 'Photo viewer');
    dialog?.setAttribute('aria-describedby', CAPTION_ID);
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (closed) return;
        painted = true;
        viewer.appendHeavy();
        if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
        madeInert = [...document.body.children].filter(
          (element): element is HTMLElement => element instanceof HTMLElement && element !== dialog && !element.inert,
        );
        for (const element of madeInert) element.inert = true;
      }),
    );
  });
  // The ARIA carousel pattern: each slide a group named by its place ("3 of 6").
  viewer.on('afterSetContent', ({ slide }) => {
    slide.holderElement?.setAttribute('aria-label', `${slide.index + 1} of ${count}`);
  });
  // The caption: the photo's alt text, which describes the dialog and is read out as the photo changes.
  viewer.on('uiRegister', () => {
    viewer.ui?.registerElement({
      name: 'caption',
      appendTo: 'root',
      onInit: (caption) => {
        caption.id = CAPTION_ID;
        caption.style.height = `${CAPTION_BAND_REM}rem`;
        caption.setAttribute('aria-live', 'polite');
        viewer.on('change', () => {
          caption.textContent = photos[viewer.currIndex]?.alt ?? '';
        });
      },
    });
  });
  showPictures(viewer, photos);
  viewer.on('destroy', () => {
    closed = true;
    for (const element of madeInert) element.inert = false;
    if (opener.isConnected) opener.focus();
    onClosed();
  });

  viewer.init();
  return { destroy: () => viewer.destroy() };
}
