import { useEffect, useRef, useState } from 'react';
import { usePatience } from '@mediavelocity/contract';
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

/** The video's own page on YouTube: where to watch it when the player does not load here. */
export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

/** The player frame after the play button: loading, then loaded; or not answering (and past which wait). */
type Player = 'poster' | 'loading' | 'slow' | 'given-up' | 'loaded';

/**
 * A click-to-play video: a local poster and a play button. Nothing is fetched from YouTube until the button is
 * pressed; then the player replaces the poster at the same 16:9 size and takes the focus, so keyboard users can
 * control it straight away. Until the player's frame has loaded, the poster stays with a loading note over it; past
 * the notice bound (SLOW_NOTICE_MS, see patience.ts) the note says so, and past the providers' bound
 * (PROVIDER_GIVE_UP_MS) it offers the video on YouTube itself and another try (a frame that arrives later still
 * replaces it).
 */
export function VideoPoster({ youtubeId, title, poster, sizes, priority = false }: VideoPosterProps) {
  const [player, setPlayer] = useState<Player>('poster');
  // A new frame for each try: a frame stuck on a host that does not answer is replaced, not asked again.
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const playing = player !== 'poster';
  const waiting = player === 'loading' || player === 'slow';
  const { slowNoticeMs, providerGiveUpMs } = usePatience();

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing, attempt]);

  useEffect(() => {
    if (!waiting) return;
    const slow = setTimeout(() => setPlayer((now) => (now === 'loading' ? 'slow' : now)), slowNoticeMs);
    const givenUp = setTimeout(() => setPlayer((now) => (now === 'slow' ? 'given-up' : now)), providerGiveUpMs);
    return () => {
      clearTimeout(slow);
      clearTimeout(givenUp);
    };
  }, [waiting, attempt, slowNoticeMs, providerGiveUpMs]);

  if (playing) {
    return (
      <div className="ratio ratio-16x9 bg-black">
        <iframe
          key={attempt}
          ref={frame}
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="border-0"
          onLoad={() => setPlayer('loaded')}
        />
        {player !== 'loaded' && (
          <div className="d-flex flex-column align-items-center justify-content-center gap-2 p-3 text-center text-white">
            <Photo
              photo={poster}
              sizes={sizes}
              className="position-absolute top-0 start-0 w-100 h-100 object-fit-cover"
            />
            <div role="status" className="position-relative rounded-3 bg-dark bg-opacity-75 px-4 py-2">
              {player === 'given-up' ? (
                <>
                  <p className="mb-2">The video player isn&apos;t answering.</p>
                  <p className="mb-0 d-flex flex-wrap justify-content-center gap-2">
                    <a
                      className="btn btn-light btn-sm"
                      href={youtubeWatchUrl(youtubeId)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Watch on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                    <button
                      type="button"
                      className="btn btn-outline-light btn-sm"
                      onClick={() => {
                        setAttempt((count) => count + 1);
                        setPlayer('loading');
                      }}
                    >
                      Try again
                    </button>
                  </p>
                </>
              ) : (
                <p className="mb-0">
                  {player === 'slow' ? 'The player is taking longer than usual…' : 'Loading the player…'}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="ratio ratio-16x9 bg-black">
      <Photo photo={poster} sizes={sizes} priority={priority} className="w-100 h-100 object-fit-cover" />
      <button
        type="button"
        className="w-100 h-100 p-0 border-0 bg-transparent d-flex align-items-center justify-content-center"
        onClick={() => setPlayer('loading')}
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
