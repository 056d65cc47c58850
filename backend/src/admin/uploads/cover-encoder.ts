import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { type CoverImage, uploadMaxBytes } from '@prairieflow/contracts/admin';
import sharp from 'sharp';
import { COVER_FORMATS, coverFolder, coverImage, coverPath, renditionWidths } from '../../media/cover-image';

/** Largest picture accepted: 40 megapixels (an 8000 × 5000 photo). Bigger is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);
export const notAnImage = 'The file is not an image (JPEG, PNG, WebP, AVIF, GIF or TIFF), whatever its name says';

// One libvips thread and no operation cache: uploads are rare, and memory must stay flat.
sharp.concurrency(1);
sharp.cache(false);

/**
 * A cover upload, checked by its content (sharp reads the header; the file name and declared
 * type are ignored), refused above 5 MB or 40 megapixels before any pixel is decoded (an image
 * bomb is a tiny file with huge dimensions), turned upright from EXIF, stripped of metadata
 * (sharp writes none unless asked) and re-encoded to AVIF and WebP at up to three widths.
 * Written to a temporary folder and renamed into place, so a half-written cover is never served.
 */
export async function encodeCover(data: Buffer, coversDir: string): Promise<CoverImage> {
  if (data.length > uploadMaxBytes) throw new PayloadTooLargeException('The image must be at most 5 MB');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException({ message: notAnImage, issues: [{ path: 'data', message: notAnImage }] });
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new BadRequestException({ message: notAnImage, issues: [{ path: 'data', message: notAnImage }] });
  }
  // EXIF orientations 5-8 swap width and height once the image is turned upright.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width * height > MAX_INPUT_PIXELS) {
    const message = `The image is ${width} × ${height} pixels; at most 40 megapixels are accepted`;
    throw new BadRequestException({ message, issues: [{ path: 'data', message }] });
  }
  const id = randomUUID();
  const folder = coverFolder(id, width, height);
  const temp = path.join(coversDir, `.${folder}.tmp`);
  await mkdir(temp, { recursive: true });
  try {
    for (const w of renditionWidths(width)) {
      const resized = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      for (const format of COVER_FORMATS) {
        const out = format === 'avif' ? resized.clone().avif({ quality: 55, effort: 2 }) : resized.clone().webp({ quality: 78 });
        await writeFile(path.join(temp, `${w}.${format}`), await out.toBuffer());
      }
    }
    await rename(temp, path.join(coversDir, folder));
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (error instanceof Error && /pixel limit|unsupported image format|corrupt|premature/i.test(error.message)) {
      throw new BadRequestException({ message: notAnImage, issues: [{ path: 'data', message: notAnImage }] });
    }
    throw error;
  }
  const attributes = coverImage(coverPath(folder, Math.min(width, 1600), 'webp'));
  return {
    id,
    url: attributes.src,
    width: attributes.width!,
    height: attributes.height!,
    srcset: { avif: attributes.sources[0].srcset, webp: attributes.sources[1].srcset },
    sizes: attributes.sizes!,
  };
}
