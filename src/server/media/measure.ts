import sharp from 'sharp';
import type { MediaUpload } from './files.ts';

/**
 * Width and height as the image is shown: from the decoder, with the EXIF orientation applied (a
 * portrait photo stored sideways is as wide as its variants will be), and for AVIF, whose header
 * sniff.ts does not read. What the decoder cannot read keeps the sniffed size.
 */
export async function measure(upload: MediaUpload): Promise<{ width: number | null; height: number | null }> {
  try {
    const { autoOrient } = await sharp(upload.bytes).metadata();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    return { width: upload.width, height: upload.height };
  }
}
