import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIsFullscreen } from '@mediavelocity/contract';

/** What the visitor is told when full screen cannot be entered or left: never a silent failure. */
export const FULLSCREEN_MESSAGES = {
  /** Shown instead of the button where the page cannot go full screen (iPhone Safari has no element full screen). */
  unavailable:
    "Full screen isn't available in this browser. To hide its bars on an iPhone, choose Hide Toolbar in Safari's page menu in the address bar, or turn the phone sideways; on a computer, use the browser's own full-screen command (F11 on Windows and Linux, Control+Command+F on a Mac).",
  refused:
    "The browser didn't allow full screen this time. Try the button again, or use the browser's own full-screen command.",
  exitFailed: "Full screen couldn't be closed from here. Press Escape to leave it.",
} as const;

/** Whether the page may go full screen: not in iPhone Safari (no element full screen), nor where a policy forbids it. */
function canRequestFullscreen(): boolean {
  return document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';
}

// The answer does not change while the page is open. The server (and the prerender) offers full screen, as most
// browsers have it; a browser without it drops the button right after taking the page over.
const subscribeToNothing = () => () => undefined;
const offeredOnServer = (): boolean => true;

export interface FullscreenControls {
  /** Whether the browser can put the page in full screen; where it cannot, the page says how to hide its bars. */
  readonly available: boolean;
  /** Follows the document however full screen starts or ends: the button, Escape, or the browser's own control. */
  readonly isFullscreen: boolean;
  /** Why the last attempt failed, in words for the visitor; null when it did not. */
  readonly error: string | null;
  readonly toggle: () => Promise<void>;
  readonly dismissError: () => void;
}

/** Full screen of the whole page, for the screen tracker. Leaving the page leaves full screen too. */
export function useFullscreen(): FullscreenControls {
  const isFullscreen = useIsFullscreen();
  const available = useSyncExternalStore(subscribeToNothing, canRequestFullscreen, offeredOnServer);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (): Promise<void> => {
    setError(null);
    if (isFullscreen) {
      try {
        await document.exitFullscreen();
      } catch {
        setError(FULLSCREEN_MESSAGES.exitFailed);
      }
      return;
    }
    try {
      await document.documentElement.requestFullscreen();
    } catch {
      // Rejected, e.g. by a permissions policy or when the browser does not count the click as a user gesture.
      setError(FULLSCREEN_MESSAGES.refused);
    }
  };

  // Full screen is this page's feature: on navigating away, give the next page its normal frame back.
  useEffect(
    () => () => {
      if (document.fullscreenElement === document.documentElement) {
        document.exitFullscreen().catch((reason: unknown) => {
          // The page is gone, so there is nowhere to show this; Escape still leaves full screen.
          console.warn('Could not leave full screen when leaving the screen tracker.', reason);
        });
      }
    },
    [],
  );

  return { available, isFullscreen, error, toggle, dismissError: () => setError(null) };
}
