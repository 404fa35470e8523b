import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD } from './session.helpers.ts';
import { OWN_SHOP_PORT, type Side, startShop, waitFor } from './side-server.ts';

// Two shop processes (the built server) on one PostgreSQL database, as behind a load balancer.
// Needs TEST_DATABASE_URL (any database on the server: a throwaway one is created and dropped).
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const ACCESS_KEY = { 'sw-access-key': 'SWSCB2BDEMOSHOPBELGIUM00001' };
const PORT_A = OWN_SHOP_PORT;
const PORT_B = OWN_SHOP_PORT + 1;
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;

async function postgresAnswers(): Promise<boolean> {
  if (!ADMIN_URL) return false;
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.describe('two instances on one PostgreSQL', () => {
  const name = `b2b_e2e_instances_${process.pid}`;
  let a: Side | undefined;
  let b: Side | undefined;
  let db: pg.Client;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    test.skip(!(await postgresAnswers()), 'no PostgreSQL answers at TEST_DATABASE_URL');
    await admin(async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
    const url = new URL(ADMIN_URL as string);
    url.pathname = `/${name}`;
    // A first login wait of a minute: the failed-login test's checks run inside it on a busy machine too
    // (with the default 1 s, a wait could end between the 429 and the next attempt).
    const env = {
      DATABASE_URL: url.toString(),
      SEED_PRODUCTS: '40',
      DATABASE_POOL: '4',
      LOGIN_THROTTLE_BASE_MS: '60000',
    };
    // One after the other: the first seeds the empty database, the second finds it ready.
    a = startShop({ ...env, PORT: String(PORT_A) });
    await waitFor(`${A}/readyz`, a, 200_000);
    b = startShop({ ...env, PORT: String(PORT_B) });
    await waitFor(`${B}/readyz`, b, 60_000);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });

  test.afterAll(async () => {
    await db?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    if (a) await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  test('a session made on one instance works on the other, and ends on both', async ({ request }) => {
    const login = await request.post(`${A}/store-api/account/login`, {
      headers: ACCESS_KEY,
      data: { username: 'demo.buyer', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const token = login.headers()['sw-context-token'] as string;
    expect(token).toBeTruthy();
    const session = { ...ACCESS_KEY, 'sw-context-token': token };

    const customer = await request.get(`${B}/store-api/account/customer`, { headers: session });
    expect(customer.status()).toBe(200);
    expect(JSON.stringify(await customer.json())).toContain('demo.buyer');
    const dashboard = await request.get(`${B}/account/dashboard`, {
      headers: { cookie: `sw-context-token=${token}` },
      maxRedirects: 0,
    });
    expect(dashboard.status()).toBe(200);

    expect((await request.post(`${B}/store-api/account/logout`, { headers: session })).status()).toBeLessThan(
      300,
    );
    const after = await request.get(`${A}/store-api/account/customer`, { headers: session });
    expect([401, 403]).toContain(after.status());
  });

  /** Caches `path` on both instances, runs `change`, and waits for B to serve the new content. */
  async function expectFresh(
    request: import('@playwright/test').APIRequestContext,
    path: string,
    marker: string,
    change: () => Promise<unknown>,
  ) {
    for (const origin of [A, B]) {
      await request.get(`${origin}${path}`);
      const hit = await request.get(`${origin}${path}`);
      expect(hit.headers()['x-page-cache']).toBe('HIT');
      expect(await hit.text()).not.toContain(marker);
    }
    await change();
    for (const origin of [B, A]) {
      await expect
        .poll(async () => (await request.get(`${origin}${path}`)).text(), {
          timeout: 2_000,
          intervals: [100],
        })
        .toContain(marker);
    }
  }

  test('a CMS change drops the cached page on both instances', async ({ request }) => {
    const marker = `Marker-cms-${Date.now()}`;
    await expectFresh(request, '/', marker, () =>
      db.query(
        `update cms_slot set translations = jsonb_set(translations, '{nl-NL,content}', to_jsonb($1::text))
         where id = (select s.id from category c join cms_section se on se.page_id = c.cms_page_id
           join cms_block bl on bl.section_id = se.id join cms_slot s on s.block_id = bl.id
           where c.level = 1 and s.type = 'text' and s.translations ? 'nl-NL' limit 1)`,
        [`<h2>${marker}</h2>`],
      ),
    );
  });

  test('a product change drops the cached pages that show it on both instances', async ({ request }) => {
    const listing = await (await request.get(`${B}/lagers/`)).text();
    const path = /href="(\/[^"/]+\/(IM-\d+))"/.exec(listing);
    expect(path).not.toBeNull();
    const [, productPath = '', productNumber] = path ?? [];
    const marker = `Marker-product-${Date.now()}`;
    await expectFresh(request, productPath, marker, () =>
      db.query(
        `update product set translations = jsonb_set(translations, '{nl-NL,name}', to_jsonb($1::text))
         where product_number = $2`,
        [marker, productNumber],
      ),
    );
  });

  test('failed logins are counted across both instances', async ({ request }) => {
    test.setTimeout(120_000);
    const username = `nobody-${Date.now()}`;
    const attempt = (origin: string) =>
      request.post(`${origin}/store-api/account/login`, {
        headers: ACCESS_KEY,
        data: { username, password: 'wrong' },
      });
    // Alternating: five failures are free and the sixth sets a wait, so the seventh attempt (i = 6) is
    // refused when both count one total; counted per instance, A would refuse first at i = 12.
    let refused = 0;
    for (let i = 0; i < 40 && !refused; i++) if ((await attempt(i % 2 ? B : A)).status() === 429) refused = i;
    expect(refused).toBe(6);
    expect((await attempt(A)).status()).toBe(429);
    expect((await attempt(B)).status()).toBe(429);
    const metrics = await (await request.get(`${B}/metrics`)).text();
    expect(metrics).toMatch(/^login_throttled_total\{route="\/store-api\/account\/login"\} [1-9]/m);
    expect(metrics).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
  });
});
