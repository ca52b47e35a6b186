import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

// `!= null`: browsers without the Fullscreen API (and jsdom) leave fullscreenElement undefined, not null.
const isDocumentFullscreen = (): boolean => document.fullscreenElement != null;
const notFullscreenOnServer = (): boolean => false;

/**
 * Whether the document is in full screen, however it got there or left (a page's button, Escape, the browser's own
 * control): the shell hides its nav then, the screen tracker names its button after it.
 */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isDocumentFullscreen, notFullscreenOnServer);
}
