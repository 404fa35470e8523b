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
        data: png(60, 40),
      },
    );
    expect(uploaded.status()).toBe(204);

    await page.goto(`/${slugify(name)}/${number}`);
    // One picture, shown once: the product's name is its text.
    const gallery = page.getByTestId('product-gallery');
    await expect(gallery.getByRole('img')).toHaveCount(1);
    const picture = gallery.getByRole('img', { name });
    await expect(picture.first()).toBeVisible();
    expect(await picture.first().getAttribute('src')).toMatch(
      /^\/media\/files\/[0-9a-f]{32}\/[0-9a-f]{16}\/flensplaat\.png$/,
    );
    // Decoded by the browser, not a broken image.
    expect(await picture.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    const file = await page.request.get((await picture.first().getAttribute('src')) ?? '');
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
