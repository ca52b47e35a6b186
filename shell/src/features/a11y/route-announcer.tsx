import type { RefObject } from 'react';
import { useRouteFocus } from './use-route-focus';

export interface RouteAnnouncerProps {
  /** The frame's `<main>`, in which the new page's heading is looked for. */
  readonly mainRef: RefObject<HTMLElement | null>;
}

/**
 * Moves focus to each new page's heading and says its title in a polite live region, so screen-reader users hear
 * that a client-side navigation happened (a full page load would have told them). The region is in the document
 * from the start, empty, as screen readers only announce changes to a region they already know.
 */
export function RouteAnnouncer({ mainRef }: RouteAnnouncerProps) {
  const announcement = useRouteFocus(mainRef);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
