import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { usePatience } from '@mediavelocity/contract';

export interface EmbedLoadingProps {
  /** What is loading, as the visitor should hear it. */
  readonly text: string;
}

/**
 * Fills the space the embed will take (its parent reserves the height), so nothing jumps when it arrives. Past
 * the notice bound (SLOW_NOTICE_MS, see patience.ts) it says the wait is longer than usual; the page gives up on the
 * embed at the providers' bound.
 */
export function EmbedLoading({ text }: EmbedLoadingProps) {
  const [slow, setSlow] = useState(false);
  const { slowNoticeMs } = usePatience();
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowNoticeMs);
    return () => clearTimeout(timer);
  }, [slowNoticeMs]);
  return (
    <div role="status" className="flex-grow-1 d-flex flex-column align-items-center justify-content-center gap-3 py-4">
      <Spinner animation="border" variant="secondary" aria-hidden="true" />
      <p className="mb-0 text-body-secondary">{text}</p>
      {slow && <p className="mb-0 small text-body-secondary">This is taking longer than usual. Still trying…</p>}
    </div>
  );
}
