import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStoreApiClient } from '../../src/api/index.ts';
import { GET } from '../../src/pages/media/files/[...path].ts';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { mediaDir } from '../../src/server/media/storage/index.ts';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { hex, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { runSql } from './inspect.ts';

/**
 * Issue 31: uploaded media in the media store (the disk store here: the server under test and this
 * file resolve the same directory), served as uploaded and in the listed widths in the format the
 * browser's Accept header takes first, through the storefront's /media/files route.
 */

let admin = '';
let removeSynced: () => Promise<void> = async () => {};

beforeAll(async () => {
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
});
afterAll(() => removeSynced());

/** A photo as a camera leaves it: 1000 × 600 JPEG with EXIF metadata. */
const photo = (rgb: [number, number, number], width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .withExif({ IFD0: { Copyright: 'Indumex ERP', Artist: 'Camera' } })
    .jpeg()
    .toBuffer();

const newMedium = async () => {
  const id = hex();
  const res = await sync([{ entity: 'media', action: 'upsert', payload: [{ id }] }], admin);
  expect(res.status).toBe(200);
  return id;
};

/** Uploads the body; the URL the shop serves the file at. */
const upload = async (mediaId: string, bytes: Buffer) => {
  const res = await fetch(
    `${inject('baseUrl')}/api/_action/media/${mediaId}/upload?extension=jpg&fileName=gear`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    },
  );
  expect(res.status, await res.clone().text()).toBe(204);
  return new URL(res.headers.get('location') ?? '').pathname;
};

/** A GET of the storefront's /media/files route, talking to the Store API under test. */
const storefront = (path: string, headers: Record<string, string> = {}) => {
  const storeApi = createStoreApiClient({
    baseUrl: `${inject('baseUrl')}/store-api`,
    accessKey: DEMO_ACCESS_KEY,
    fetch: (request) => fetch(request),
  });
  const request = new Request(`http://shop.test${path}`, { headers });
  return GET({
    locals: { storeApi },
    params: { path: path.replace(/^\/media\/files\//, '') },
    request,
  } as never) as Promise<Response>;
};

/** `/media/files/{id}/{hash}/{name}` → the same file at `width`. */
const sized = (url: string, width: number) => url.replace(/\/([^/]+)$/, `/${width}/$1`);

const fileRow = async (mediaId: string) =>
  (
    await runSql<{ storage_key: string | null; has_bytes: boolean; sha256: string }>(
      inject('baseUrl'),
      `select storage_key, bytes is not null as has_bytes, sha256 from media_file where media_id = '${mediaId}'`,
    )
  )[0];

const onDisk = (key: string) => join(mediaDir(), key);
const variantsOf = (mediaId: string, sha256: string) =>
  join(mediaDir(), mediaId.slice(0, 2), mediaId, sha256);

describe('media storage', () => {
  const accepts = {
    avif: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    webp: 'image/webp,*/*',
    none: 'image/png,image/jpeg,*/*;q=0.5',
  };

  it('stores an upload on disk, not in the database, and serves it unchanged', async () => {
    const id = await newMedium();
    const bytes = await photo([200, 40, 40]);
    const url = await upload(id, bytes);
    const row = await fileRow(id);
    expect(row).toMatchObject({ has_bytes: false, storage_key: expect.stringMatching(/\.jpg$/) });
    expect(readFileSync(onDisk(row?.storage_key ?? '')).equals(bytes)).toBe(true);

    const res = await storefront(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toBe(`"${row?.sha256}"`);
    expect((await storefront(url, { 'if-none-match': etag })).status).toBe(304);
  });

  it('serves the listed widths as AVIF, WebP or the original format by Accept, made once', async () => {
    const id = await newMedium();
    const url = await upload(id, await photo([30, 90, 200]));
    const variants = [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['none', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, type, format] of variants) {
      const res = await storefront(sized(url, 480), { accept: accepts[accept] });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('vary')).toBe('Accept');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      // The aspect ratio is kept, the camera's metadata is not.
      expect(meta).toMatchObject({ format, width: 480, height: 288 });
      expect(meta.exif).toBeUndefined();
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(new RegExp(`-480-${accept === 'none' ? 'original' : accept}"$`));
      const again = await storefront(sized(url, 480), { accept: accepts[accept], 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('vary')).toBe('Accept');
    }
    // Each variant was stored: the next request reads it back instead of encoding again.
    const { sha256 = '' } = (await fileRow(id)) ?? {};
    for (const format of ['avif', 'webp', 'original']) {
      expect(existsSync(join(variantsOf(id, sha256), `480.${format}`)), format).toBe(true);
    }
    // Never enlarged: asked at 1920, the 1000-pixel photo stays 1000 pixels wide.
    const wide = await storefront(sized(url, 1920), { accept: accepts.webp });
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({
      width: 1000,
      height: 600,
    });
  });

  it('refuses a width that is not listed', async () => {
    const id = await newMedium();
    const url = await upload(id, await photo([10, 120, 10]));
    for (const width of [500, 0, 4000]) {
      expect((await storefront(sized(url, width), { accept: accepts.webp })).status, String(width)).toBe(404);
    }
    const [, , , mediaId, hash] = url.split('/');
    const direct = await fetch(
      `${inject('baseUrl')}/store-api/media-file/${mediaId}/${hash}?width=500&format=webp`,
    );
    expect(direct.status).toBe(404);
    expect((await storefront(sized(url, 320), { accept: accepts.webp })).status).toBe(200);
  });

  it('gives a replaced file a new URL and drops the former file and its variants', async () => {
    const id = await newMedium();
    const first = await upload(id, await photo([200, 200, 0]));
    expect((await storefront(sized(first, 160), { accept: accepts.webp })).status).toBe(200);
    const former = await fileRow(id);

    const second = await upload(id, await photo([0, 200, 200], 800, 800));
    expect(second).not.toBe(first);
    expect((await storefront(first)).status).toBe(404);
    expect((await storefront(sized(first, 160), { accept: accepts.webp })).status).toBe(404);
    expect(existsSync(onDisk(former?.storage_key ?? ''))).toBe(false);
    expect(existsSync(variantsOf(id, former?.sha256 ?? ''))).toBe(false);

    // The new file's variant is made from the new file (square), not the former one.
    const res = await storefront(sized(second, 160), { accept: accepts.webp });
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      width: 160,
      height: 160,
    });
  });

  it('still serves a file uploaded when files were kept in the database', async () => {
    const id = await newMedium();
    const bytes = await photo([90, 90, 90], 640, 480);
    const sha256 = 'ab'.repeat(32);
    const url = `/media/files/${id}/${sha256.slice(0, 16)}/old.jpg`;
    await runSql(
      inject('baseUrl'),
      `insert into media_file (media_id, bytes, sha256, size)
         values ('${id}', decode('${bytes.toString('hex')}', 'hex'), '${sha256}', ${bytes.length})`,
    );
    await runSql(
      inject('baseUrl'),
      `update media set url = '${url}', mime_type = 'image/jpeg', width = 640, height = 480 where id = '${id}'`,
    );
    const res = await storefront(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const small = await storefront(sized(url, 320), { accept: accepts.avif });
    expect(small.headers.get('content-type')).toBe('image/avif');
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 320 });
  });

  it('removes the files of a deleted medium', async () => {
    const id = await newMedium();
    const url = await upload(id, await photo([60, 0, 60]));
    expect((await storefront(sized(url, 640), { accept: accepts.avif })).status).toBe(200);
    const row = await fileRow(id);
    expect(existsSync(onDisk(row?.storage_key ?? ''))).toBe(true);

    const res = await sync([{ entity: 'media', action: 'delete', payload: [{ id }] }], admin);
    expect(res.status).toBe(200);
    expect((await storefront(url)).status).toBe(404);
    expect(existsSync(onDisk(row?.storage_key ?? ''))).toBe(false);
    expect(existsSync(join(mediaDir(), id.slice(0, 2), id))).toBe(false);
  });
});
