const CORNERS = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;

/** The four corner-pin tracking markers. Decorative for assistive technology: they are for the camera. */
export function CornerMarkers() {
  return (
    <>
      {CORNERS.map((corner) => (
        <div
          key={corner}
          className={`mv-tracker-marker mv-tracker-marker--${corner}`}
          aria-hidden="true"
          data-testid="corner-marker"
        />
      ))}
    </>
  );
}
