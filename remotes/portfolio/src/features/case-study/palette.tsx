import { useState } from 'react';
import type { BrandColour } from '../../content/brand-colours';
import type { LogoId } from '../../content/case-study';
import { BrandLogo } from './brand-logo';
import { readableTextColour, rgbLabel } from './colour';

export interface PaletteProps {
  readonly colours: readonly BrandColour[];
  readonly logo: LogoId;
}

/**
 * A large logo above a brand's colour tiles. Pointing at a tile, or tabbing to it, paints the logo in that colour;
 * the logo starts in the first colour and keeps the last one chosen.
 */
export function Palette({ colours, logo }: PaletteProps) {
  const [active, setActive] = useState(colours[0]?.hex);

  return (
    <>
      <div className="col-12 col-lg-8 mx-auto py-4" style={{ color: active }}>
        <BrandLogo logo={logo} className="w-100" />
      </div>
      <ul className="list-unstyled row g-2 mb-0">
        {colours.map((colour) => (
          <li key={colour.hex} className="col-6 col-md-3 col-lg">
            <button
              type="button"
              className="w-100 h-100 text-start border-0 p-3"
              style={{ backgroundColor: colour.hex, color: readableTextColour(colour.hex) }}
              aria-pressed={active === colour.hex}
              onMouseEnter={() => setActive(colour.hex)}
              onFocus={() => setActive(colour.hex)}
              onClick={() => setActive(colour.hex)}
            >
              <span className="d-block fw-bold">{colour.name}</span>
              <span className="d-block font-monospace">{colour.hex}</span>
              <span className="d-block font-monospace small">{rgbLabel(colour.hex)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
