import Spinner from 'react-bootstrap/Spinner';

export interface EmbedLoadingProps {
  /** What is loading, as the visitor should hear it. */
  readonly text: string;
}

/** Fills the space the embed will take (its parent reserves the height), so nothing jumps when it arrives. */
export function EmbedLoading({ text }: EmbedLoadingProps) {
  return (
    <div role="status" className="flex-grow-1 d-flex flex-column align-items-center justify-content-center gap-3 py-4">
      <Spinner animation="border" variant="secondary" aria-hidden="true" />
      <p className="mb-0 text-body-secondary">{text}</p>
    </div>
  );
}
