/**
 * Image type detection from the bytes alone: what a remote server claims (content-type, file
 * extension) is not trusted. Only raster formats are recognised; SVG, HTML, PDF and anything else
 * give null, so no scriptable document ends up among the media. Every read is bounds-checked, so
 * truncated or hostile input gives null dimensions (or null) instead of an exception.
 */

export type SniffedImage = {
  mimeType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'avif';
  width: number | null;
  height: number | null;
};

type Size = { width: number | null; height: number | null };

const NO_SIZE: Size = { width: null, height: null };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u8 = (b: Uint8Array, i: number): number => b[i] ?? 0;
const u16be = (b: Uint8Array, i: number): number => (u8(b, i) << 8) | u8(b, i + 1);
const u16le = (b: Uint8Array, i: number): number => u8(b, i) | (u8(b, i + 1) << 8);
const u24le = (b: Uint8Array, i: number): number => u16le(b, i) | (u8(b, i + 2) << 16);
const u32be = (b: Uint8Array, i: number): number => u16be(b, i) * 0x10000 + u16be(b, i + 2);

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  b.length >= at + bytes.length && bytes.every((byte, i) => b[at + i] === byte);
const ascii = (b: Uint8Array, at: number, text: string): boolean =>
  startsWith(
    b,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );

/** A zero dimension is no dimension (a corrupt header rather than an empty image). */
const size = (width: number, height: number): Size => (width > 0 && height > 0 ? { width, height } : NO_SIZE);

/** PNG: IHDR must be the first chunk; width and height are its first two big-endian words. */
function pngSize(b: Uint8Array): Size {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return NO_SIZE;
  return size(u32be(b, 16), u32be(b, 20));
}

/** GIF: the logical screen descriptor follows the 6-byte signature (little-endian). */
function gifSize(b: Uint8Array): Size {
  return b.length < 10 ? NO_SIZE : size(u16le(b, 6), u16le(b, 8));
}

/**
 * JPEG: walk the marker segments up to the first SOFn frame header. Each step moves forward by a
 * declared length of at least 2, so a loop on garbage terminates; reads past the end stop the walk.
 */
function jpegSize(b: Uint8Array): Size {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return NO_SIZE;
    const marker = u8(b, i + 1);
    if (marker === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    // Standalone markers (TEM, RSTn, SOI) carry no length.
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return NO_SIZE; // end of image / start of scan: no SOF seen
    if (i + 3 >= b.length) return NO_SIZE;
    const length = u16be(b, i + 2);
    if (length < 2) return NO_SIZE;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return i + 8 < b.length ? size(u16be(b, i + 7), u16be(b, i + 5)) : NO_SIZE;
    i += 2 + length;
  }
  return NO_SIZE;
}

/** WebP: the first chunk after "WEBP" is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(b: Uint8Array): Size {
  if (ascii(b, 12, 'VP8 ')) {
    // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
    if (b.length < 30 || !startsWith(b, [0x9d, 0x01, 0x2a], 23)) return NO_SIZE;
    return size(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (ascii(b, 12, 'VP8L')) {
    // Signature 0x2F, then width-1 and height-1 packed as two 14-bit fields.
    if (b.length < 25 || b[20] !== 0x2f) return NO_SIZE;
    const width = 1 + (u8(b, 21) | ((u8(b, 22) & 0x3f) << 8));
    const height = 1 + ((u8(b, 22) >> 6) | (u8(b, 23) << 2) | ((u8(b, 24) & 0x0f) << 10));
    return size(width, height);
  }
  if (ascii(b, 12, 'VP8X')) {
    // Flags and reserved (4 bytes), then canvas width-1 and height-1 as 24-bit little-endian.
    if (b.length < 30) return NO_SIZE;
    return size(1 + u24le(b, 24), 1 + u24le(b, 27));
  }
  return NO_SIZE;
}

/** AVIF: an ISO-BMFF ftyp box whose major or a compatible brand is avif (still) or avis (sequence). */
function isAvif(b: Uint8Array): boolean {
  if (!ascii(b, 4, 'ftyp')) return false;
  const boxEnd = Math.min(u32be(b, 0), b.length, 256);
  for (let i = 8; i + 4 <= boxEnd; i += 4) {
    if (i === 12) continue; // minor version, not a brand
    if (ascii(b, i, 'avif') || ascii(b, i, 'avis')) return true;
  }
  return false;
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg', ...jpegSize(b) };
  if (startsWith(b, PNG_SIGNATURE)) return { mimeType: 'image/png', extension: 'png', ...pngSize(b) };
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) {
    return { mimeType: 'image/gif', extension: 'gif', ...gifSize(b) };
  }
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) {
    return { mimeType: 'image/webp', extension: 'webp', ...webpSize(b) };
  }
  if (isAvif(b)) return { mimeType: 'image/avif', extension: 'avif', width: null, height: null };
  return null;
}
