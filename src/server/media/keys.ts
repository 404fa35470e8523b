import { MEDIA_WIDTHS, type MediaWidth, VARIANT_FORMATS, type VariantFormat } from '../../shared/media.ts';

/**
 * The keys of a medium's files in the media store: one folder per medium (deleting one never touches
 * another's, even with the same bytes), the file by its hash, its variants in a folder of that hash.
 */
const folder = (mediaId: string) => {
  const hex = mediaId.replace(/-/g, '');
  return `${hex.slice(0, 2)}/${hex}`;
};

export const originalKey = (mediaId: string, sha256: string, extension: string) =>
  `${folder(mediaId)}/${sha256}.${extension}`;

/** `original` is the upload's own format, whatever that is: the hash already names it. */
export const variantKey = (mediaId: string, sha256: string, width: MediaWidth, format: VariantFormat) =>
  `${folder(mediaId)}/${sha256}/${width}.${format}`;

/** Every variant a file may have (the widths and formats are few and fixed). */
export const variantKeys = (mediaId: string, sha256: string) =>
  MEDIA_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map((format) => variantKey(mediaId, sha256, width, format)),
  );
