import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { GIVE_UP_MS, useHydrated, withinTime } from '@mediavelocity/contract';
import { largestPhotoUrl } from '../../../components/photo';
import type { PhotoRecord } from '../../../content/photo-record';
import type * as PhotoLightboxModule from './photo-lightbox';

/*
 * The part of the lightbox every case study loads: the thumbnails' links and the state of one gallery. The viewer
 * itself (PhotoSwipe, its stylesheet, photo-lightbox.ts) is a chunk of its own, fetched when a visitor first opens a
 * photo, or shows the intent to (the pointer moved over a thumbnail or pressed on one, the focus on one), so the first
 * load of a page never carries it.
 */

type Viewer = typeof PhotoLightboxModule;

let loading: Promise<Viewer> | undefined;
/** The viewer once its chunk has arrived: an open then builds it in the click's own task, not a promise later. */
let loaded: Viewer | undefined;

/** Fetches the viewer's chunk, once; after a failure, the next call tries again. */
export function loadPhotoLightbox(): Promise<Viewer> {
  if (!loading) {
    loading = import(/* webpackChunkName: "photo-lightbox" */ './photo-lightbox');
    loading.then(
      (viewer) => {
        loaded = viewer;
      },
      () => {
        loading = undefined;
      },
    );
  }
  return loading;
}

interface Gallery {
  readonly photos: readonly PhotoRecord[];
  /** Shows the photo at `index` in the viewer; `opener` gets the focus back when it closes; `pointer`: see the viewer. */
  readonly open: (
    index: number,
    opener: HTMLAnchorElement,
    pointer?: PhotoLightboxModule.PhotoLightboxOptions['pointer'],
  ) => void;
}

const GalleryContext = createContext<Gallery | null>(null);

export interface LightboxGalleryProps {
  /** The gallery's photos in page order: the viewer moves through them in the same order. */
  readonly photos: readonly PhotoRecord[];
  /** The gallery's markup, in which each photo is wrapped in a {@link LightboxLink}. */
  readonly children: ReactNode;
}

/**
 * One gallery of photos that open in the lightbox: its thumbnails (each a {@link LightboxLink}). The viewer, once a
 * visitor has opened one, moves through this gallery's photos only; it lives outside React (PhotoSwipe builds it in
 * the document's body), and closes with the gallery if the page changes while it is open.
 */
export function LightboxGallery({ photos, children }: LightboxGalleryProps) {
  const shown = useRef<PhotoLightboxModule.OpenPhotoLightbox | null>(null);
  // Each open asks for the viewer anew; only the latest request counts, and none once the gallery is gone.
  const request = useRef(0);
  useEffect(
    () => () => {
      request.current += 1;
      shown.current?.destroy();
    },
    [],
  );

  const open = useCallback(
    (index: number, link: HTMLAnchorElement, pointer?: PhotoLightboxModule.PhotoLightboxOptions['pointer']) => {
      request.current += 1;
      const show = (viewer: Viewer) => {
        const opened = viewer.openPhotoLightbox({
          photos,
          index,
          opener: link,
          pointer,
          onClosed: () => {
            if (shown.current === opened) shown.current = null;
          },
        });
        shown.current = opened;
      };
      if (loaded) {
        show(loaded);
        return;
      }
      const asked = request.current;
      withinTime(loadPhotoLightbox(), 'The photo viewer', GIVE_UP_MS).then(
        (viewer) => {
          if (asked === request.current) show(viewer);
        },
        (error: unknown) => {
          if (asked !== request.current) return;
          // The link's own target, as without JavaScript: the photo on its own, at its largest.
          console.warn('The photo viewer did not load; showing the photo on its own instead.', error);
          window.location.assign(link.href);
        },
      );
    },
    [photos],
  );

  const gallery = useMemo(() => ({ photos, open }), [photos, open]);
  return <GalleryContext value={gallery}>{children}</GalleryContext>;
}

export interface LightboxLinkProps {
  /** The photo's place in its gallery's `photos`. */
  readonly index: number;
  readonly className?: string;
  /** Layout values from data (a photo album's sizes), if any. */
  readonly style?: CSSProperties;
  /** The thumbnail. */
  readonly children: ReactNode;
}

/** A click that asks for something else than the page's own handling: a new tab or window, a download. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A thumbnail that opens its photo in the lightbox: a link to the photo's largest JPEG, which is what it does before
 * the app has taken the page over or without JavaScript (and on a modified click, e.g. into a new tab). Once the app
 * has the page, it is a button (Enter or Space) that opens the viewer. Named "Open photo: <alt text>".
 */
export function LightboxLink({ index, className, style, children }: LightboxLinkProps) {
  const gallery = useContext(GalleryContext);
  const hydrated = useHydrated();
  if (!gallery) throw new Error('A LightboxLink must be inside a LightboxGallery.');
  const photo = gallery.photos[index];
  if (!photo) throw new Error(`A LightboxLink names photo ${index} of a gallery of ${gallery.photos.length}.`);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModified(event)) return;
    event.preventDefault();
    // A link's click from Enter has no pointer (`detail` 0): the viewer then takes the focus at once.
    gallery.open(index, event.currentTarget, event.detail > 0 ? { x: event.clientX, y: event.clientY } : undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // Enter clicks a link by itself; a button opens on Space too.
    if (event.key !== ' ') return;
    event.preventDefault();
    gallery.open(index, event.currentTarget);
  };
  // The viewer is fetched when a visitor moves the pointer over a photo, presses it or focuses it: not on the pointer's
  // entering, which the browser also reports when a new page's gallery appears under a pointer at rest.
  const prepare = () => {
    void loadPhotoLightbox().catch(() => undefined);
  };
  return (
    <a
      href={largestPhotoUrl(photo)}
      role={hydrated ? 'button' : undefined}
      aria-haspopup={hydrated ? 'dialog' : undefined}
      aria-label={`Open photo: ${photo.alt}`}
      className={className ? `d-block ${className}` : 'd-block'}
      style={style}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerMove={prepare}
      onPointerDown={prepare}
      onFocus={prepare}
    >
      {children}
    </a>
  );
}
