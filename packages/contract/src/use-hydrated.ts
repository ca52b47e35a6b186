import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React takes over a prerendered page (and in the prerender itself), true from then on and on every page
 * rendered in the browser. A form uses it to stay disabled until its handlers are attached: typed before that, a
 * value would be lost, and a submit would be the browser's own (a GET with the fields in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
