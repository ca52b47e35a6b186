import type { LogoId } from '../../content/case-study';

export interface BrandLogoProps {
  readonly logo: LogoId;
  readonly className?: string;
}

interface LogoArtProps {
  readonly className?: string;
}

/** COMPACT: four rounded figures holding hands in a ring, and the wordmark; drawn in currentColor. */
function CompactLogo({ className }: LogoArtProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 120"
      role="img"
      aria-label="COMPACT Family Services logo"
      fill="currentColor"
    >
      <g transform="translate(60 60)">
        {[0, 90, 180, 270].map((angle) => (
          <g key={angle} transform={`rotate(${angle})`}>
            <circle cx="0" cy="-38" r="9" />
            <path d="M -14 -26 Q 0 -18 14 -26 L 22 -6 Q 0 4 -22 -6 Z" />
          </g>
        ))}
      </g>
      <text x="136" y="74" fontFamily="Arial, Helvetica, sans-serif" fontSize="56" fontWeight="700" letterSpacing="2">
        COMPACT
      </text>
      <text x="138" y="102" fontFamily="Arial, Helvetica, sans-serif" fontSize="18" letterSpacing="6">
        FAMILY SERVICES
      </text>
    </svg>
  );
}

/** Center for the Blind: an open eye whose pupil is a sunburst, beside the name; drawn in currentColor. */
function CenterForTheBlindLogo({ className }: LogoArtProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 360 96"
      role="img"
      aria-label="Center for the Blind logo"
      fill="currentColor"
    >
      <path d="M8 48 Q48 6 88 48 Q48 90 8 48 Z" fill="none" stroke="currentColor" strokeWidth="6" />
      <circle cx="48" cy="48" r="12" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <rect key={angle} x="46" y="24" width="4" height="8" rx="2" transform={`rotate(${angle} 48 48)`} />
      ))}
      <text x="108" y="44" fontFamily="Arial, Helvetica, sans-serif" fontSize="28" fontWeight="700">
        Center for
      </text>
      <text x="108" y="78" fontFamily="Arial, Helvetica, sans-serif" fontSize="28" fontWeight="700">
        the Blind
      </text>
    </svg>
  );
}

/** A client's logo as inline SVG in `currentColor`, so its colour comes from the surrounding text colour. */
export function BrandLogo({ logo, className }: BrandLogoProps) {
  switch (logo) {
    case 'compact':
      return <CompactLogo className={className} />;
    case 'center-for-the-blind':
      return <CenterForTheBlindLogo className={className} />;
  }
}
