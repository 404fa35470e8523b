import { request as httpRequest } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { login } from './session.helpers.ts';

// Issue 26: bad input to the storefront is a 4xx, never a 500, and no post makes the server hold
// more than its body limit (src/api/form-limit.ts, applied in src/middleware.ts).

const MB = 1024 * 1024;

/** The server's resident memory, from its own metrics. */
async function residentBytes(page: Page): Promise<number> {
  const text = await (await page.request.get('/metrics')).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1]);
}

/**
 * Posts an endless body to `path` (chunked, or declaring `declared` bytes) until the answer comes;
 * resolves with its status (none when the close beat the answer) and how many bytes had been sent by then.
 */
function flood(baseURL: string, path: string, declared?: number): Promise<{ status?: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (declared) headers['content-length'] = String(declared);
    const req = httpRequest(url, { method: 'POST', headers });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < 300 * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    req.on('response', (res) => {
      answered = true;
      resolve({ status: res.statusCode ?? 0, sent });
      res.resume();
      req.destroy();
    });
    // The server closes the connection after its answer; a write racing that close can fail (EPIPE,
    // ECONNRESET) before the answer is parsed: a closed connection, with no status read.
    req.on('error', (error) => {
      if (answered) return;
      answered = true;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE' || code === 'ECONNRESET') resolve({ sent });
      else reject(error);
    });
    pump();
  });
}

test('a post over the limit is refused with a translated 413 page before its body is read', async ({
  page,
  baseURL,
}) => {
  const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  const nl = await page.request.post('/auth/login', { ...form, data: `username=${'a'.repeat(100_000)}` });
  expect(nl.status()).toBe(413);
  expect(await nl.text()).toContain('Dit formulier is te groot');
  const fr = await page.request.post('/fr/contact', { ...form, data: `message=${'a'.repeat(100_000)}` });
  expect(fr.status()).toBe(413);
  expect(await fr.text()).toContain('Ce formulaire est trop volumineux');

  const before = await residentBytes(page);
  // 300 MB announced, or sent chunked without a length: the answer comes long before the end.
  // Every try stops early; a try whose answer was lost to the close is repeated until one reads the 413.
  for (const declared of [300 * MB, undefined]) {
    let status: number | undefined;
    for (let attempt = 0; attempt < 5 && status === undefined; attempt++) {
      const answer = await flood(baseURL ?? '', '/auth/login', declared);
      expect(answer.sent).toBeLessThan(64 * MB);
      status = answer.status;
    }
    expect(status).toBe(413);
  }
  expect(await residentBytes(page)).toBeLessThan(before + 100 * MB);
  // A form within the limit still works.
  const ok = await page.request.post('/auth/login', { ...form, data: 'username=nobody&password=wrong' });
  expect(ok.status()).toBeLessThan(500);
  expect(ok.status()).not.toBe(413);
});

test('the approvals pages answer a post that is no form with 400 and a message', async ({ page }) => {
  await login(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard/);
  for (const path of ['/account/approvals', '/account/approvals/00000000-0000-4000-8000-000000000001']) {
    for (const [type, data] of [
      ['application/json', '{"id":"x"}'],
      ['text/plain', 'id=x'],
    ] as const) {
      const answer = await page.request.post(path, { headers: { 'content-type': type }, data });
      expect(answer.status(), `${path} ${type}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${path} ${type}`).toBeLessThan(500);
    }
  }
  const list = await page.request.post('/account/approvals', {
    headers: { 'content-type': 'application/json' },
    data: '{}',
  });
  expect(list.status()).toBe(400);
  expect(await list.text()).toContain('Uw aanvraag kon niet gelezen worden');
});

test('a deeply nested contact post is a 400 in the error envelope', async ({ page }) => {
  const nested = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  const answer = await page.request.post('/swag/cms-extensions/form', {
    headers: { 'content-type': 'application/json' },
    data: nested,
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors[0].code).toBe('FRAMEWORK__INVALID_REQUEST_BODY');
});

test('an /_astro/ path that names no file is a 404', async ({ page }) => {
  for (const path of ['/_astro/..%2f..%2fpackage.json', '/_astro/..%2fserver%2fentry.mjs', '/_astro/%00']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
});

test('a user without ROLE_VIEW_PRICES sees no amount in the order history, list and detail', async ({
  page,
}) => {
  await login(page, 'demo.viewer');
  await expect(page).toHaveURL(/\/account\/dashboard/);
  await page.goto('/account/orders');
  const table = page.locator('table').first();
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /totaal/i })).toHaveCount(0);
  await expect(table).not.toContainText('€');
  await page.goto((await table.locator('tbody a').first().getAttribute('href')) ?? '');
  await expect(page.getByTestId('order-lines')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('€');
});
