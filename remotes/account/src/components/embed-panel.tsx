import type { ReactNode, Ref } from 'react';

export interface EmbedPanelProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly className: string;
  /** Said by screen readers whenever it changes, e.g. a fallback's heading replacing the loading state. */
  readonly announcement: string;
  readonly children: ReactNode;
}

/**
 * The place a third-party embed (or its loading state, or its fallback) occupies. It takes focus when a Retry button
 * inside it goes away, and keeps a live region in the page from the start, so changes are announced.
 */
export function EmbedPanel({ ref, className, announcement, children }: EmbedPanelProps) {
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {children}
    </div>
  );
}
