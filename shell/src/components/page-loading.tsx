import { useEffect } from 'react';

export interface PageLoadingProps {
  /** Told true while the loading state is on screen, false once it has gone. */
  readonly onShown: (shown: boolean) => void;
}

export function PageLoading({ onShown }: PageLoadingProps) {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return (
    <div className="container py-5 text-center" role="status">
      <div className="spinner-border" aria-hidden="true" />
      <p className="mt-3 mb-0">Loading…</p>
    </div>
  );
}
