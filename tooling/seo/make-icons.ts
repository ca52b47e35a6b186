/**
 * `npm run icons`: draws the site's icons and preview card from the logo mark (icons.ts) into the shell's `public/`
 * folder. The output is committed; the same drawing always gives the same files, so a rerun changes nothing.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { logoSvg, publicDir, siteIcons, type Drawing } from './icons';

function png(drawing: Drawing): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(drawing)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** An .ico of PNG images (every browser since IE Vista reads PNG inside ICO), smallest first. */
export function icoFile(images: readonly { readonly size: number; readonly data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

export async function main(): Promise<void> {
  const write = async (file: string, data: string | Buffer) => {
    await writeFile(path.join(publicDir, file), data);
    console.log(`wrote ${path.relative(process.cwd(), path.join(publicDir, file))}`);
  };

  await write(siteIcons.svg.file, logoSvg(siteIcons.svg.drawing));
  const favicons = await Promise.all(
    siteIcons.favicon.sizes.map(async (size) => ({
      size,
      data: await png({ ...siteIcons.favicon.drawing, width: size, height: size }),
    })),
  );
  await write(siteIcons.favicon.file, icoFile(favicons));
  for (const icon of [siteIcons.appleTouch, ...siteIcons.manifest, siteIcons.socialCard]) {
    await write(icon.file, await png(icon.drawing));
  }
}
