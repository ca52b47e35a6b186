import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Whether the document is in full screen, however it got there or left (button, Escape, the browser's control). */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    // `fullscreenElement` is undefined where the Fullscreen API is missing (e.g. iPhone Safari).
    () => Boolean(document.fullscreenElement),
    () => false,
  );
}
