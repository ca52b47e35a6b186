import { useEffect, useRef, useState } from 'react';
import type { PhotoRecord } from '../content/photo-record';
import { Photo } from './photo';

export interface VideoPosterProps {
  /** The 11-character YouTube video id. */
  readonly youtubeId: string;
  /** Names the play button ("Play: <title>") and the player frame. */
  readonly title: string;
  /** The local still shown until the visitor asks for the player. */
  readonly poster: PhotoRecord;
  /** How wide the poster is shown (the `sizes` attribute). */
  readonly sizes: string;
  /** The largest image of the first screen: fetched eagerly, with high priority. */
  readonly priority?: boolean;
}

/** The privacy-enhanced player; it sets no cookies until the visitor plays. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

/**
 * A click-to-play video: a local poster and a play button. Nothing is fetched from YouTube until the button is
 * pressed; then the player replaces the poster at the same 16:9 size and takes the focus, so keyboard users can
 * control it straight away.
 */
export function VideoPoster({ youtubeId, title, poster, sizes, priority = false }: VideoPosterProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="ratio ratio-16x9 bg-black">
        <iframe
          ref={player}
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="border-0"
        />
      </div>
    );
  }

  return (
    <div className="ratio ratio-16x9 bg-black">
      <Photo photo={poster} sizes={sizes} priority={priority} className="w-100 h-100 object-fit-cover" />
      <button
        type="button"
        className="w-100 h-100 p-0 border-0 bg-transparent d-flex align-items-center justify-content-center"
        onClick={() => setPlaying(true)}
      >
        <span className="d-inline-flex align-items-center gap-2 rounded-pill bg-dark bg-opacity-75 text-white px-4 py-2">
          <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M5 3 L17 10 L5 17 Z" />
          </svg>
          <span className="fw-semibold" aria-hidden="true">
            Play
          </span>
          <span className="visually-hidden">Play: {title}</span>
        </span>
      </button>
    </div>
  );
}
