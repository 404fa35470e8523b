import { AwsClient } from 'aws4fetch';
import { checkKey, type MediaStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …), addressed path-style; unset: AWS, virtual-hosted. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Objects in one bucket, a key being the object's name; requests signed by aws4fetch (SigV4). */
export function s3Store(settings: S3Settings): MediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = settings.endpoint
    ? `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const call = async (method: string, key: string, init: RequestInit = {}) => {
    const res = await client.fetch(`${base}/${checkKey(key)}`, { ...init, method });
    if (res.ok || (res.status === 404 && method !== 'PUT')) return res;
    await res.body?.cancel();
    throw new Error(`media store: ${method} ${key} answered ${res.status}`);
  };
  return {
    async put(key, bytes, contentType) {
      const res = await call('PUT', key, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      await res.body?.cancel();
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await call('DELETE', key);
      await res.body?.cancel();
    },
  };
}
