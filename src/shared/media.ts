/**
 * The responsive sizes of uploaded media (files.ts), shared by the storefront's image components and
 * the file route: only these widths exist, so a crawler cannot make the server resize to any number
 * it likes (each medium has at most 7 × 3 variants, made once).
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** What a variant is encoded as: AVIF or WebP when the browser takes them, else the upload's own. */
export const VARIANT_FORMATS = ['avif', 'webp', 'original'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** A media file's URL names its hash, so an answer never changes: cacheable for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const isMediaWidth = (value: number): value is MediaWidth =>
  (MEDIA_WIDTHS as readonly number[]).includes(value);

/** `/media/files/{id}/{hash}/{name}.{ext}`: an uploaded raster file (GIF may be animated: kept whole). */
const UPLOADED = /^\/media\/files\/([0-9a-f]{32})\/([0-9a-f]{16})\/([^/]+\.(?:jpg|png|webp|avif))$/;

/** The URL of a width variant: one more path segment, so CDNs that ignore query strings cache it too. */
export function variantUrl(url: string, width: MediaWidth): string | null {
  const match = UPLOADED.exec(url);
  return match ? `/media/files/${match[1]}/${match[2]}/${width}/${match[3]}` : null;
}

/**
 * `srcset` for an uploaded file of `width` pixels: every listed width below it, then the next listed
 * one (which the server does not enlarge) described as the file's own width. Null for anything else
 * (CDN and seeded media, SVG, GIF) or a file of unknown width.
 */
export function mediaSrcset(url: string, width: number | null | undefined): string | null {
  if (!width || !variantUrl(url, MEDIA_WIDTHS[0])) return null;
  const smaller = MEDIA_WIDTHS.filter((w) => w < width);
  const full = MEDIA_WIDTHS.find((w) => w >= width);
  const candidates = smaller.map((w) => `${variantUrl(url, w)} ${w}w`);
  if (full) candidates.push(`${variantUrl(url, full)} ${width}w`);
  return candidates.join(', ');
}

/**
 * `sizes` when a component names none: a lazy image's own laid-out width (`auto`, where browsers
 * know it), else `shown` (the viewport share it may take at most; never less, or it turns blurry).
 */
export const imageSizes = (loading: unknown, shown = '100vw') =>
  `${loading === 'lazy' ? 'auto, ' : ''}${shown}`;

/**
 * The format an `Accept` header asks for: AVIF, else WebP, else the original. Browsers list the
 * formats they decode; a `q=0` refuses one.
 */
export function negotiateFormat(accept: string | null | undefined): VariantFormat {
  const taken = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .filter((part) => !/;\s*q=0(?:\.0*)?\s*(?:;|$)/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (taken.has('image/avif')) return 'avif';
  if (taken.has('image/webp')) return 'webp';
  return 'original';
}

/** The ETag of a variant: known to the storefront before it asks, so it answers 304s itself. */
export const variantEtag = (hash: string, width: number, format: VariantFormat) =>
  `"${hash.slice(0, 16)}-${width}-${format}"`;
