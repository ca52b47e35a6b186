import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Placeholder photographs: an abstract composition (a graded background, soft glows of light, one geometric accent
 * and a vignette) drawn as SVG and rasterised by sharp. Everything is seeded from the photo's id, so the same id
 * always gives the same pixels, and the photos of one project share a palette so a case study looks like a set.
 */

/** Bump when the drawing changes, so `npm run photos` redraws every placeholder. */
export const PLACEHOLDER_VERSION = 1;

/** Decoded pixels, the form the photo pipeline resizes from. */
export interface RawImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
}

interface Palette {
  /** Dark and mid tone of the background gradient. */
  readonly ground: readonly [string, string];
  /** Colours of the glows and the accent. */
  readonly light: readonly [string, string, string];
}

const palettes: readonly Palette[] = [
  { ground: ['#1f2a44', '#3b4f7a'], light: ['#e07a5f', '#f2cc8f', '#81b29a'] },
  { ground: ['#2b1d1a', '#6b3a2e'], light: ['#d9822b', '#f4c95d', '#c8553d'] },
  { ground: ['#0b3c49', '#1d6a72'], light: ['#7fb7be', '#f2e9dc', '#e9a86b'] },
  { ground: ['#2f3e2e', '#5a7d4f'], light: ['#c9d6a3', '#f6e8c3', '#d98f4e'] },
  { ground: ['#2d1e2f', '#5e3b5f'], light: ['#c86b98', '#f0c6c3', '#8fb8de'] },
  { ground: ['#22303c', '#4a6274'], light: ['#a9c1cf', '#eef2f3', '#f29e4c'] },
  { ground: ['#3e3124', '#8a6f4d'], light: ['#d8c3a5', '#f7efe4', '#5f8a8b'] },
  { ground: ['#263238', '#37474f'], light: ['#ffb300', '#ffe082', '#4db6ac'] },
];

/** `items[index]`, for indexes that are in range by construction (the index type cannot say so). */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`index ${index} of ${items.length}`);
  return item;
}

function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** mulberry32: a tiny PRNG whose sequence depends only on the seed (Math.random cannot be seeded). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'tile-conklin', 'conklin-hero' and 'conklin-2' all belong to 'conklin'. */
export function projectOf(id: string): string {
  return id.replace(/^(tile|video)-/, '').replace(/-(hero|\d+)$/, '');
}

/** Rounded so the SVG text, and so the pixels, never depend on how a float happens to print. */
function n(value: number): string {
  return value.toFixed(1);
}

/** The SVG of the placeholder for `id` at the given size. */
export function placeholderSvg(id: string, width: number, height: number): string {
  const palette = at(palettes, seedOf(projectOf(id)) % palettes.length);
  const rand = random(seedOf(id));
  const pick = <T>(items: readonly T[]): T => at(items, Math.floor(rand() * items.length));
  const long = Math.max(width, height);

  const angle = rand() * 360;
  const glows = Array.from({ length: 3 + Math.floor(rand() * 2) }, (_, i) => ({
    cx: width * (0.1 + rand() * 0.8),
    cy: height * (0.1 + rand() * 0.8),
    r: long * (0.18 + rand() * 0.27),
    colour: at(palette.light, i % palette.light.length),
    opacity: 0.7 + rand() * 0.3,
  }));
  const ring = {
    cx: width * (0.25 + rand() * 0.5),
    cy: height * (0.25 + rand() * 0.5),
    r: Math.min(width, height) * (0.2 + rand() * 0.25),
    colour: pick(palette.light),
  };
  const band = { y: height * (0.55 + rand() * 0.3), tilt: height * (rand() - 0.5) * 0.3 };
  const accent = rand() < 0.5 ? 'ring' : 'band';

  const defs = glows
    .map(
      (glow, i) =>
        `<radialGradient id="g${i}"><stop offset="0" stop-color="${glow.colour}" stop-opacity="${n(glow.opacity)}"/>` +
        `<stop offset="1" stop-color="${glow.colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const shapes = glows.map(
    (glow, i) =>
      `<circle cx="${n(glow.cx)}" cy="${n(glow.cy)}" r="${n(glow.r)}" fill="url(#g${i})" style="mix-blend-mode:screen"/>`,
  );
  const accentShape =
    accent === 'ring'
      ? `<circle cx="${n(ring.cx)}" cy="${n(ring.cy)}" r="${n(ring.r)}" fill="none" stroke="${ring.colour}" ` +
        `stroke-opacity="0.45" stroke-width="${n(long * 0.006)}"/>`
      : `<polygon points="0,${n(band.y)} ${width},${n(band.y + band.tilt)} ${width},${height} 0,${height}" ` +
        `fill="${palette.ground[0]}" fill-opacity="0.55"/>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${n(angle)} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${palette.ground[0]}"/><stop offset="1" stop-color="${palette.ground[1]}"/>` +
    `</linearGradient>${defs}<radialGradient id="vignette" r="0.75">` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>` +
    `</radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes.join('')}${accentShape}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/></svg>`
  );
}

/** The placeholder for `id` as RGB pixels: the same id and size always give the same bytes. */
export async function placeholderImage(id: string, width: number, height: number): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(placeholderSvg(id, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 3) {
    throw new Error(
      `placeholder ${id}: rendered ${info.width}×${info.height}×${info.channels}, not ${width}×${height}×3`,
    );
  }
  return { data, width, height, channels: 3 };
}
