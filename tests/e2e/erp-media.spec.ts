import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATION } from '../../src/server/integration/demo.ts';
import { slugify } from '../../src/shared/slug.ts';
import { png } from '../api/png.ts';

// Issue 29: a picture an ERP connector uploads through the Admin API is on the product page at once,
// served by the shop itself, and the visitor's browser shows it.

const hex = () => randomUUID().replace(/-/g, '');

test('a picture the ERP uploads shows on the product page at once', async ({ page }) => {
  const tokenAnswer = await page.request.post('/api/oauth/token', {
    data: {
      grant_type: 'client_credentials',
      client_id: DEMO_INTEGRATION.accessKey,
      client_secret: DEMO_INTEGRATION.secret,
    },
  });
  expect(tokenAnswer.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await tokenAnswer.json()).access_token}` };
  const [productId, mediaId, pictureId] = [hex(), hex(), hex()];
  const number = `E2E-PIC-${productId.slice(0, 6).toUpperCase()}`;
  const name = `Flensplaat ${number}`;
  const synced = await page.request.post('/api/_action/sync', {
    headers,
    data: [
      {
        entity: 'media',
        action: 'upsert',
        payload: [{ id: mediaId, translations: { 'nl-NL': { alt: name } } }],
      },
      {
        entity: 'product',
        action: 'upsert',
        payload: [
          {
            id: productId,
            productNumber: number,
            stock: 3,
            translations: { 'nl-NL': { name } },
            price: [
              { currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca', net: 12.5, gross: 15.13, linked: true },
            ],
            media: [{ id: pictureId, mediaId, position: 1 }],
            coverId: pictureId,
          },
        ],
      },
    ],
  });
  expect(synced.status(), await synced.text()).toBe(200);
  try {
    const uploaded = await page.request.post(
      `/api/_action/media/${mediaId}/upload?extension=png&fileName=flensplaat`,
      {
        headers: { ...headers, 'content-type': 'image/png' },
        data: png(400, 300),
      },
    );
    expect(uploaded.status()).toBe(204);

    await page.goto(`/${slugify(name)}/${number}`);
    // One picture, shown once: the product's name is its text.
    const gallery = page.getByTestId('product-gallery');
    await expect(gallery.getByRole('img')).toHaveCount(1);
    const picture = gallery.getByRole('img', { name }).first();
    await expect(picture).toBeVisible();
    expect(await picture.getAttribute('src')).toMatch(
      /^\/media\/files\/[0-9a-f]{32}\/[0-9a-f]{16}\/flensplaat\.png$/,
    );
    // The browser picks a width of the srcset and decodes it (not a broken image).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const chosen = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(chosen).toMatch(/^\/media\/files\/[0-9a-f]{32}\/[0-9a-f]{16}\/(160|320|480)\/flensplaat\.png$/);
    // Chromium takes AVIF: the width comes as AVIF; the file as uploaded stays a PNG.
    const size = await page.request.get(chosen, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(size.headers()['content-type']).toBe('image/avif');
    const file = await page.request.get((await picture.getAttribute('src')) ?? '');
    expect(file.headers()['content-type']).toBe('image/png');
    expect(file.headers()['cache-control']).toContain('immutable');
  } finally {
    const removed = await page.request.post('/api/_action/sync', {
      headers,
      data: [
        { entity: 'product', action: 'delete', payload: [{ id: productId }] },
        { entity: 'media', action: 'delete', payload: [{ id: mediaId }] },
      ],
    });
    expect(removed.status()).toBe(200);
  }
});
