/**
 * The site's icons and preview card, all drawn from the logo mark (the home page logo's three slanted bars): written
 * into the shell's `public/` by make-icons.ts, listed by the web app manifest, checked against this by the tests.
 */
import path from 'node:path';
import { SITE_SHARE_IMAGE } from '@mediavelocity/contract';
import { apps } from '../apps';

/** The nav bar's colour (Bootstrap's dark), the browser's theme colour and every icon's background. */
export const THEME_COLOR = '#212529';
/** The page background a launched app shows before the first paint. */
export const BACKGROUND_COLOR = '#ffffff';
/** Bootstrap's primary, lightened for a dark background (its dark-mode primary text colour). */
const MARK_COLOR = '#6ea8fe';

/** The bars as the home page draws them, in a 140 × 74 box whose top sits at y = 38. */
const MARK = {
  width: 140,
  height: 74,
  top: 38,
  bars: [
    { d: 'M0 112 L30 38 H56 L26 112 Z', opacity: 1 },
    { d: 'M42 112 L72 38 H98 L68 112 Z', opacity: 0.7 },
    { d: 'M84 112 L114 38 H140 L110 112 Z', opacity: 0.45 },
  ],
} as const;

export interface Drawing {
  readonly width: number;
  readonly height: number;
  /** How wide the mark is, as a share of the drawing's width. */
  readonly mark: number;
  /** Corner radius as a share of the shorter side: 0 for a full-bleed square (the platform masks it). */
  readonly radius: number;
}

/** The logo mark centred on the theme colour. */
export function logoSvg({ width, height, mark, radius }: Drawing): string {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const markWidth = width * mark;
  const scale = round(markWidth / MARK.width);
  const x = round((width - markWidth) / 2);
  const y = round((height - MARK.height * scale) / 2 - MARK.top * scale);
  const rx = round(Math.min(width, height) * radius);
  const bars = MARK.bars.map((bar) => `<path d="${bar.d}" opacity="${bar.opacity}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" rx="${rx}" fill="${THEME_COLOR}"/>` +
    `<g fill="${MARK_COLOR}" transform="translate(${x} ${y}) scale(${scale})">${bars}</g>` +
    '</svg>\n'
  );
}

/** A rounded tile for browser tabs and install prompts. */
const tile = (size: number): Drawing => ({ width: size, height: size, mark: 0.72, radius: 0.18 });
/**
 * Full bleed, for platforms that cut their own shape: a maskable icon keeps its content inside the central circle of
 * 80 % diameter (the mark's corners reach 64 % of it), and iOS rounds the touch icon itself.
 */
const maskable = (size: number, mark = 0.56): Drawing => ({ width: size, height: size, mark, radius: 0 });

/** Every file, relative to the shell's `public/` folder (and so to the site's root). */
export const siteIcons = {
  /** For browsers that take an SVG icon (sharp at every size). */
  svg: { file: 'icon.svg', drawing: tile(64) },
  /** For the others, and for the `/favicon.ico` that browsers and tools ask for unprompted. */
  favicon: { file: 'favicon.ico', sizes: [16, 32, 48], drawing: tile(48) },
  appleTouch: { file: 'apple-touch-icon.png', drawing: maskable(180, 0.64) },
  manifest: [
    { file: 'icon-192.png', purpose: 'any', drawing: tile(192) },
    { file: 'icon-512.png', purpose: 'any', drawing: tile(512) },
    { file: 'icon-maskable-512.png', purpose: 'maskable', drawing: maskable(512) },
  ],
  /** The site's link-preview card (see SITE_SHARE_IMAGE). */
  socialCard: {
    file: SITE_SHARE_IMAGE.url.replace(/^\//, ''),
    drawing: { width: SITE_SHARE_IMAGE.width ?? 1200, height: SITE_SHARE_IMAGE.height ?? 630, mark: 0.3, radius: 0 },
  },
} as const;

export const publicDir = path.join(__dirname, '../..', apps.shell.dir, 'public');
