import { useEffect, useState } from 'react';
import { usePatience } from '@mediavelocity/contract';
import { useNavigationPending } from '../app/site-router';

export interface SlowNoticeProps {
  /**
   * True while the visitor waits for a page: the first one, or one asked for again by Retry. (The next page of a
   * client-side navigation is waited for too: the notice reads that itself.)
   */
  readonly waiting: boolean;
  /** The wait is the page load's: it began when the visitor asked for the page, not when the app started. */
  readonly sincePageLoad: boolean;
}

/**
 * Says calmly that a page is taking longer than usual, once the visitor has waited the notice bound for it (the
 * "unavailable" panel follows if the wait is given up). A live region in the document from the start, so the words
 * are announced when they appear; fixed at the bottom of the window, so nothing shifts.
 */
export function SlowNotice({ waiting, sincePageLoad }: SlowNoticeProps) {
  const navigating = useNavigationPending();
  return (
    <div role="status" className="mv-slow-notice">
      {(waiting || navigating) && <AfterNoticeTime sincePageLoad={sincePageLoad} />}
    </div>
  );
}

function AfterNoticeTime({ sincePageLoad }: Pick<SlowNoticeProps, 'sincePageLoad'>) {
  const [due, setDue] = useState(false);
  // SLOW_NOTICE_MS, or the runtime config's, which may arrive while a page load is awaited: the timer is set again.
  const { slowNoticeMs } = usePatience();
  useEffect(() => {
    // performance.now() counts from the start of the page load.
    const timer = setTimeout(() => setDue(true), slowNoticeMs - (sincePageLoad ? performance.now() : 0));
    return () => clearTimeout(timer);
  }, [sincePageLoad, slowNoticeMs]);
  return due ? <p className="mb-0">This is taking longer than usual. Still trying…</p> : null;
}
