import Spinner from 'react-bootstrap/Spinner';

export function PageLoading() {
  return (
    <div className="container py-5 text-center" role="status">
      <Spinner animation="border" aria-hidden="true" />
      <p className="mt-3 mb-0">Loading…</p>
    </div>
  );
}
