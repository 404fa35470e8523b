/**
 * Where media files live: the disk under the data directory (disk.ts) or an S3-compatible bucket
 * (s3.ts). Keys are made by files.ts and variants.ts from the medium's id and the file's hash, so a
 * key's content never changes once written.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are lower-case paths without empty, dot or dot-dot segments: no way out of the store's root. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9_-]+(?:\.[a-z0-9]+)?(?:\/[a-z0-9_-]+(?:\.[a-z0-9]+)?)*$/.test(key)) {
    throw new Error(`invalid media storage key ${key}`);
  }
  return key;
}
