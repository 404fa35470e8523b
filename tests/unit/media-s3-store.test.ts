import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '../../src/server/media/storage/s3.ts';

/**
 * The S3 media store against moto's S3 server (`pip install "moto[server]"`), a real HTTP server that
 * speaks S3; it does not check signatures, so this proves the requests, not the credentials.
 */
const PYTHON = process.env.PYTHON ?? 'python3';
const hasMoto = spawnSync(PYTHON, ['-c', 'import moto.server, flask_cors'], { stdio: 'ignore' }).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'eu-west-1' };
let moto: ChildProcess | undefined;
let endpoint = '';

beforeAll(async () => {
  if (!hasMoto) return;
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  moto = spawn(PYTHON, ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(endpoint).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const client = new AwsClient({ ...credentials, service: 's3' });
  const created = await client.fetch(`${endpoint}/shop-media`, {
    method: 'PUT',
    body: '<CreateBucketConfiguration><LocationConstraint>eu-west-1</LocationConstraint></CreateBucketConfiguration>',
  });
  expect(created.status).toBe(200);
});
afterAll(() => {
  moto?.kill();
});

describe.skipIf(!hasMoto)('S3 media store', () => {
  it('writes, reads and deletes an object; a missing one reads as null', async () => {
    const store = s3Store({ ...credentials, bucket: 'shop-media', endpoint });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('ab/abcd/0123.png', bytes, 'image/png');
    expect((await store.get('ab/abcd/0123.png'))?.equals(bytes)).toBe(true);
    await store.delete('ab/abcd/0123.png');
    expect(await store.get('ab/abcd/0123.png')).toBeNull();
    await store.delete('ab/abcd/0123.png');
    await expect(store.put('../x', bytes, 'image/png')).rejects.toThrow(/invalid media storage key/);
  });

  it('fails loudly on a bucket that does not exist', async () => {
    const store = s3Store({ ...credentials, bucket: 'no-such-bucket', endpoint });
    await expect(store.put('ab/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/answered 404/);
  });
});
