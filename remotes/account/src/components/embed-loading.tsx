import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { SLOW_NOTICE_MS } from '@mediavelocity/contract';

export interface EmbedLoadingProps {
  /** What is loading, as the visitor should hear it. */
  readonly text: string;
}

/**
 * Fills the space the embed will take (its parent reserves the height), so nothing jumps when it arrives. Past
 * SLOW_NOTICE_MS it says the wait is longer than usual; the page gives up on the embed at
 * PROVIDER_GIVE_UP_MS.
 */
export function EmbedLoading({ text }: EmbedLoadingProps) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex-grow-1 d-flex flex-column align-items-center justify-content-center gap-3 py-4">
      <Spinner animation="border" variant="secondary" aria-hidden="true" />
      <p className="mb-0 text-body-secondary">{text}</p>
      {slow && <p className="mb-0 small text-body-secondary">This is taking longer than usual. Still trying…</p>}
    </div>
  );
}
