import { resolve } from 'node:path';
import { defaultDataDir, projectRoot } from '../../db/data-dir.ts';
import { diskStore } from './disk.ts';
import { s3Store } from './s3.ts';
import type { MediaStore } from './store.ts';

export type { MediaStore } from './store.ts';

/**
 * The directory of the disk store: MEDIA_DIR, else next to the embedded database (`.data/pglite` →
 * `.data/pglite-media`; not inside it, which is PostgreSQL's own data directory), else `.data/media`
 * with PostgreSQL. Several instances on PostgreSQL share it (a network mount) or use S3.
 */
export function mediaDir(): string {
  const { MEDIA_DIR, DATABASE_URL, DATA_DIR } = process.env;
  if (MEDIA_DIR) return resolve(projectRoot(), MEDIA_DIR);
  if (DATABASE_URL || DATA_DIR?.startsWith('memory://')) return resolve(projectRoot(), '.data/media');
  return `${defaultDataDir()}-media`;
}

/** MEDIA_S3_BUCKET switches to S3; its credentials and region must then be set too. */
function fromEnvironment(): MediaStore {
  const env = process.env;
  if (!env.MEDIA_S3_BUCKET) return diskStore(mediaDir());
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`MEDIA_S3_BUCKET is set, so ${name} must be set too`);
    return value;
  };
  return s3Store({
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION || 'us-east-1',
    endpoint: env.MEDIA_S3_ENDPOINT || undefined,
    accessKeyId: required('MEDIA_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('MEDIA_S3_SECRET_ACCESS_KEY'),
  });
}

let store: MediaStore | undefined;

/** The configured store, made on first use (the settings are read once per process). */
export const mediaStore = (): MediaStore => {
  store ??= fromEnvironment();
  return store;
};
