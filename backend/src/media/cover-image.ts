/**
 * Uploaded covers live at /media/covers/<uuid>-<W>x<H>/<width>.<avif|webp>: the folder names the
 * largest rendition's size, so a cover URL alone gives every width, the aspect ratio and the
 * formats, with no database or disk lookup when a page is rendered.
 */
export const COVER_WIDTHS = [480, 960, 1600] as const;
export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/** The widths rendered for an image `width` pixels wide (never upscaled). */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(width, COVER_WIDTHS[COVER_WIDTHS.length - 1]);
  const widths: number[] = COVER_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

export const coverFolder = (id: string, width: number, height: number) => `${id}-${width}x${height}`;
export const coverPath = (folder: string, width: number, format: CoverFormat) => `/media/covers/${folder}/${width}.${format}`;

const UPLOADED = /^\/media\/covers\/([0-9a-f-]{36})-(\d{1,5})x(\d{1,5})\/(\d{1,5})\.(avif|webp)$/;

/** The layout the public cards and article use unless told otherwise: full width up to 768 px. */
export const DEFAULT_COVER_SIZES = '(min-width: 1024px) 768px, 100vw';

export interface CoverImageAttributes {
  /** For <img src>: the WebP at the largest width (or the URL as given for other covers). */
  src: string;
  /** For <img srcset> (WebP, which every current browser shows); null for covers not uploaded here. */
  srcset: string | null;
  sizes: string | null;
  width: number | null;
  height: number | null;
  /** For <picture>: one <source type srcset> per modern format, AVIF first. Empty for other covers. */
  sources: { type: `image/${CoverFormat}`; srcset: string }[];
}

/**
 * What the public renderer needs to show a post's cover_image_url responsively:
 *
 *   const c = coverImage(post.cover_image_url ?? defaultCover);
 *   <picture>{c.sources.map(s => <source type={s.type} srcSet={s.srcset} sizes={c.sizes} />)}
 *     <img src={c.src} srcSet={c.srcset ?? undefined} sizes={c.sizes ?? undefined} width={c.width} height={c.height} alt="" /></picture>
 *
 * Covers that were not uploaded through the console (seeded SVGs, https URLs) come back as
 * they are, with no srcset.
 */
export function coverImage(url: string, sizes: string = DEFAULT_COVER_SIZES): CoverImageAttributes {
  const match = UPLOADED.exec(url);
  if (!match) return { src: url, srcset: null, sizes: null, width: null, height: null, sources: [] };
  const [, id, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  const folder = coverFolder(id, width, height);
  const set = (format: CoverFormat) =>
    renditionWidths(width)
      .map((rw) => `${coverPath(folder, rw, format)} ${rw}w`)
      .join(', ');
  return {
    src: coverPath(folder, Math.min(width, COVER_WIDTHS[COVER_WIDTHS.length - 1]), 'webp'),
    srcset: set('webp'),
    sizes,
    width: Math.min(width, COVER_WIDTHS[COVER_WIDTHS.length - 1]),
    height: Math.round((height * Math.min(width, COVER_WIDTHS[COVER_WIDTHS.length - 1])) / width),
    sources: COVER_FORMATS.map((format) => ({ type: `image/${format}` as const, srcset: set(format) })),
  };
}
