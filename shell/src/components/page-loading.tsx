export function PageLoading() {
  return (
    <div className="container py-5 text-center" role="status">
      <div className="spinner-border" aria-hidden="true" />
      <p className="mt-3 mb-0">Loading…</p>
    </div>
  );
}
