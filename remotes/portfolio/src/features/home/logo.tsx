import './logo.scss';

/**
 * The agency's wordmark as the home page's h1. Its name is the visually hidden text, exactly "Mediavelocity"; the
 * drawing is decorative. The intro animation lives in logo.scss and runs only for visitors who have not asked for
 * reduced motion.
 */
export function Logo() {
  return (
    <h1 className="mv-logo mb-0">
      <span className="visually-hidden">Mediavelocity</span>
      <svg
        className="mv-logo__art d-block w-100"
        viewBox="0 20 760 116"
        width="760"
        height="116"
        aria-hidden="true"
        focusable="false"
      >
        <g className="mv-logo__mark">
          <path d="M0 112 L30 38 H56 L26 112 Z" />
          <path d="M42 112 L72 38 H98 L68 112 Z" opacity="0.7" />
          <path d="M84 112 L114 38 H140 L110 112 Z" opacity="0.45" />
        </g>
        {/* Each word is fitted to its own length, in the proportions Space Grotesk gives them (293 : 390), the two
            590 units from x 162 to 752: WebKit ignores textLength on a <text> that holds <tspan>s. */}
        <g className="mv-logo__word">
          <text className="mv-logo__media" x="162" y="106" textLength="253" lengthAdjust="spacingAndGlyphs">
            media
          </text>
          <text className="mv-logo__velocity" x="415" y="106" textLength="337" lengthAdjust="spacingAndGlyphs">
            velocity
          </text>
        </g>
      </svg>
    </h1>
  );
}
