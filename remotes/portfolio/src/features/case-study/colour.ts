/** Colour arithmetic for brand tiles and banners: rgb() labels and WCAG contrast. */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const hexPattern = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** `#RRGGBB` → its red, green and blue channels (0–255). */
export function hexToRgb(hex: string): Rgb {
  const match = hexPattern.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: "${hex}"`);
  const channel = (index: 1 | 2 | 3): number => Number.parseInt(match[index] ?? '', 16);
  return { r: channel(1), g: channel(2), b: channel(3) };
}

/** The CSS label of a hex colour, e.g. `#2D81C4` → `rgb(45, 129, 196)`. */
export function rgbLabel(hex: string): string {
  const { r, g, b } = hexToRgb(hex);
  return `rgb(${r}, ${g}, ${b})`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export const black = '#000000';
export const white = '#FFFFFF';

/** Black or white, whichever contrasts more with the background. */
export function readableTextColour(background: string): typeof black | typeof white {
  return contrastRatio(background, black) >= contrastRatio(background, white) ? black : white;
}
