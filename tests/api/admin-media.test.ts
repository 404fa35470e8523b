import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { adminCall, dashed, hex, newProduct, removeSyncedLater, sync, tokenOf } from './admin-client.ts';
import { adminAnswer, adminError, drift } from './admin-schema.ts';
import { call } from './client.ts';
import { runSql } from './inspect.ts';
import { png } from './png.ts';

/**
 * Product pictures from the ERP (issue 29): `media` and `product_media` through the sync, the file
 * uploaded by URL or as the body, served by the shop, and downloads that cannot reach its network.
 */
const red = png(3, 2);
const blue = png(4, 4, [20, 40, 220]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

let images: Server;
let imageBase = '';
let admin = '';
let removeSynced: () => Promise<void> = async () => {};

beforeAll(async () => {
  // The ERP's image server (127.0.0.1 is allowed for the API suites by MEDIA_FETCH_ALLOW, setup.ts).
  images = createServer((req, res) => {
    if (req.url === '/red.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(red);
    if (req.url === '/icon.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    if (req.url === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.1/x.png' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  removeSynced = await removeSyncedLater();
  admin = await tokenOf({ accessKey: DEMO_INTEGRATION.accessKey });
});
afterAll(async () => {
  await removeSynced();
  await new Promise((resolve) => images.close(resolve));
});

const upload = (mediaId: string, query: string, body: Buffer | string, type: string) =>
  fetch(`${inject('baseUrl')}/api/_action/media/${mediaId}/upload?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
const byUrl = (mediaId: string, url: string, extension = 'png') =>
  upload(mediaId, `extension=${extension}&fileName=bearing`, JSON.stringify({ url }), 'application/json');

/** The product as a buyer's storefront gets it: cover and gallery. */
const detail = async (productId: string) => {
  const res = await call('POST', `/product/${productId}`, { body: {} });
  expect(res.status).toBe(200);
  return res.json.product as {
    cover: { id: string; media: { url: string; alt: string | null; width: number } } | null;
    media: { id: string; mediaId: string }[];
  };
};

/** The bytes the shop serves for a file URL (/media/files/{id}/{hash}/{name}). */
const served = async (url: string) => {
  const [, , , id, hash] = new URL(url, 'http://x').pathname.split('/');
  const res = await fetch(`${inject('baseUrl')}/store-api/media-file/${id}/${hash}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};

describe('Admin API media', () => {
  const productId = hex();
  const [first, second] = [hex(), hex()];
  const [firstPicture, secondPicture] = [hex(), hex()];

  it('syncs media and pictures, takes files by URL and as the body, and shows the cover at once', async () => {
    const res = await sync(
      [
        {
          entity: 'media',
          action: 'upsert',
          payload: [{ id: first, alt: 'Bearing', translations: { 'nl-NL': { alt: 'Kogellager' } } }],
        },
        {
          entity: 'product',
          action: 'upsert',
          payload: [
            newProduct(productId, `MD-${productId.slice(0, 8)}`, {
              media: [
                { id: firstPicture, mediaId: first, position: 1 },
                { id: secondPicture, media: { id: second, alt: 'Side view' }, position: 2 },
              ],
              coverId: firstPicture,
            }),
          ],
        },
      ],
      admin,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // No file yet: the storefront shows no picture rather than a broken one.
    expect((await detail(productId)).cover).toBeNull();

    const answer = await byUrl(first, `${imageBase}/red.png`);
    expect(answer.status, await answer.clone().text()).toBe(204);
    const location = answer.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`/media/files/${first}/[0-9a-f]{16}/bearing\\.png$`));
    const file = await served(location);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(file.bytes.equals(red)).toBe(true);

    const product = await detail(productId);
    expect(product.cover?.id).toBe(dashed(firstPicture));
    expect(product.cover?.media).toMatchObject({
      url: new URL(location).pathname,
      alt: 'Kogellager',
      width: 3,
    });

    // The body itself, replacing nothing else; the new file gets a new URL.
    const body = await upload(second, 'extension=png', blue, 'image/png');
    expect(body.status).toBe(204);
    expect((await detail(productId)).media.map((m) => m.id)).toEqual([
      dashed(firstPicture),
      dashed(secondPicture),
    ]);
    const again = await upload(first, 'extension=png&fileName=bearing', blue, 'application/octet-stream');
    const moved = again.headers.get('location') ?? '';
    expect(moved).not.toBe(location);
    expect((await served(moved)).bytes.equals(blue)).toBe(true);
    expect((await served(location)).status).toBe(404);

    // What a connector reads back before uploading again.
    const read = await adminCall('POST', '/search/media', admin, { ids: [first, second] });
    expect(read.status).toBe(200);
    expect(drift(adminAnswer('post', '/search/media'), read.json)).toEqual([]);
    expect(read.json.data.find((m: { id: string }) => m.id === first)).toMatchObject({
      hasFile: true,
      fileName: 'bearing',
      fileExtension: 'png',
      mimeType: 'image/png',
      fileSize: blue.length,
      alt: 'Bearing',
      metaData: { width: 4, height: 4 },
    });
  });

  it('moves the cover to the next picture when the cover picture or its medium is deleted', async () => {
    const del = await sync(
      [{ entity: 'product_media', action: 'delete', payload: [{ id: firstPicture }] }],
      admin,
    );
    expect(del.status, JSON.stringify(del.json)).toBe(200);
    expect((await detail(productId)).cover?.id).toBe(dashed(secondPicture));
    const gone = await sync([{ entity: 'media', action: 'delete', payload: [{ id: second }] }], admin);
    expect(gone.status).toBe(200);
    expect((await detail(productId)).cover).toBeNull();
    const rows = await runSql(
      inject('baseUrl'),
      `select 1 from media_file where media_id = '${dashed(second)}'`,
    );
    expect(rows).toEqual([]);
  });

  it('creates a medium from a URL in the answer shape of Shopware 6.7', async () => {
    const res = await adminCall('POST', '/_action/media/upload_by_url', admin, {
      url: `${imageBase}/red.png`,
      fileName: 'flange',
    });
    expect(res.status).toBe(200);
    expect(drift(adminAnswer('post', '/_action/media/upload_by_url'), res.json)).toEqual([]);
    const [row] = await runSql<{ url: string; mime_type: string }>(
      inject('baseUrl'),
      `select url, mime_type from media where id = '${dashed(res.json.id)}'`,
    );
    expect(row?.mime_type).toBe('image/png');
    expect(row?.url).toMatch(/\/flange\.png$/);
  });

  it('refuses files that are no image, a wrong extension, an unknown medium and a missing right', async () => {
    const medium = hex();
    expect(
      (await sync([{ entity: 'media', action: 'upsert', payload: [{ id: medium }] }], admin)).status,
    ).toBe(200);
    const cases: [Response, number, string][] = [
      [
        await upload(medium, 'extension=svg', SVG, 'image/svg+xml'),
        400,
        'CONTENT__MEDIA_FILE_TYPE_NOT_SUPPORTED',
      ],
      [await byUrl(medium, `${imageBase}/icon.svg`, 'svg'), 400, 'CONTENT__MEDIA_FILE_TYPE_NOT_SUPPORTED'],
      [
        await upload(medium, 'extension=jpg', red, 'image/jpeg'),
        400,
        'CONTENT__MEDIA_FILE_TYPE_NOT_SUPPORTED',
      ],
      [await upload(medium, '', red, 'image/png'), 400, 'CONTENT__MEDIA_MISSING_FILE_EXTENSION'],
      [await upload(medium, 'extension=png', '', 'image/png'), 400, 'CONTENT__MEDIA_EMPTY_FILE'],
      [
        await byUrl(medium, `${imageBase}/missing.png`),
        400,
        'CONTENT__MEDIA_CANNOT_OPEN_SOURCE_STREAM_TO_READ',
      ],
      [await upload(hex(), 'extension=png', red, 'image/png'), 404, 'CONTENT__MEDIA_NOT_FOUND'],
    ];
    for (const [res, status, code] of cases) {
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json.errors[0].code).toBe(code);
      expect(drift(adminError(String(status) as '400' | '404'), json)).toEqual([]);
    }
    const reader = await tokenOf({ permissions: { media: ['read'] } });
    const forbidden = await fetch(`${inject('baseUrl')}/api/_action/media/${medium}/upload?extension=png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}`, 'content-type': 'image/png' },
      body: new Uint8Array(red),
    });
    expect(forbidden.status).toBe(403);
    const unchanged = await adminCall('GET', `/media/${medium}`, admin);
    expect(unchanged.json.data).toMatchObject({ id: medium, hasFile: false });
  });

  it('downloads nothing from the shop’s own network, however the URL gets there', async () => {
    const medium = hex();
    expect(
      (await sync([{ entity: 'media', action: 'upsert', payload: [{ id: medium }] }], admin)).status,
    ).toBe(200);
    const port = new URL(imageBase).port;
    for (const [url, code] of [
      ['http://169.254.169.254/latest/meta-data/', 'CONTENT__MEDIA_ILLEGAL_URL'],
      [`http://127.0.0.2:${port}/red.png`, 'CONTENT__MEDIA_ILLEGAL_URL'],
      [`http://[::ffff:7f00:2]:${port}/red.png`, 'CONTENT__MEDIA_ILLEGAL_URL'],
      [`${imageBase}/to-private`, 'CONTENT__MEDIA_ILLEGAL_URL'],
      ['file:///etc/passwd', 'CONTENT__MEDIA_INVALID_URL'],
      ['gopher://127.0.0.1:6379/_INFO', 'CONTENT__MEDIA_INVALID_URL'],
    ]) {
      const res = await byUrl(medium, url as string);
      expect(res.status, url).toBe(400);
      expect((await res.json()).errors[0].code, url).toBe(code);
    }
  });
});
