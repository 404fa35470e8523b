import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, createCluster, postgresBin } from '../../scripts/pg-cluster.ts';
import { DEMO_PASSWORD } from './session.helpers.ts';
import { OWN_SHOP_PORT, type Side, startShop, waitFor } from './side-server.ts';

// Issue 18, faults: the built shop on its own throwaway PostgreSQL cluster (never the machine's shared
// server), restarted under a steady mixed load. While it is down every answer is a cached page (200) or
// the 503 page / envelope; within 5 s of its start everything answers 200 again, NOTIFY included.
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 4498);
const ORIGIN = `http://127.0.0.1:${OWN_SHOP_PORT}`;
const ACCESS_KEY = 'SWSCB2BDEMOSHOPBELGIUM00001';
const UNAVAILABLE_TITLE = JSON.parse(readFileSync('locales/nl-NL.json', 'utf8'))
  .error_unavailableTitle as string;

type Phase = 'up' | 'down' | 'back';
interface Answer {
  kind: string;
  phase: Phase;
  sentAt: number;
  doneAt: number;
  status: number;
  cache: string | null;
  /** What the answer was, or why it is not an acceptable one. */
  verdict: string;
}

/** Classifies one answer: a page (HTML) or the Store API (JSON envelope). */
async function verdictOf(response: Response, api: boolean): Promise<string> {
  const body = await response.text();
  if (response.status === 200) return 'ok';
  if (response.status !== 503) return `status ${response.status}: ${body.slice(0, 200)}`;
  if (!response.headers.get('retry-after')) return '503 without Retry-After';
  if (api) {
    const code = (JSON.parse(body) as { errors?: { code?: string }[] }).errors?.[0]?.code;
    return code === 'FRAMEWORK__DATABASE_UNAVAILABLE' ? '503 envelope' : `503 envelope with ${code}`;
  }
  const page = body.includes('data-error-status="503"') && body.includes(UNAVAILABLE_TITLE);
  return page ? '503 page' : `503 without the translated page: ${body.slice(0, 200)}`;
}

test.describe('PostgreSQL restart under load', () => {
  let cluster: Cluster | undefined;
  let shop: Side | undefined;

  test.afterAll(async () => {
    await shop?.stop();
    await cluster?.destroy();
  });

  test('pages answer 503 while the database is down and recover within 5 s', async ({ page }) => {
    test.skip(postgresBin() === null, 'no PostgreSQL binaries under /usr/lib/postgresql (initdb, pg_ctl)');
    test.setTimeout(300_000);
    cluster = await createCluster(PG_PORT);
    const db = cluster.url;
    shop = startShop({
      DATABASE_URL: db,
      SEED_PRODUCTS: '40',
      DATABASE_POOL: '4',
      PORT: String(OWN_SHOP_PORT),
    });
    await waitFor(`${ORIGIN}/readyz`, shop, 200_000);

    const login = await fetch(`${ORIGIN}/store-api/account/login`, {
      method: 'POST',
      headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo.buyer', password: DEMO_PASSWORD }),
    });
    const token = login.headers.get('sw-context-token') as string;
    expect(token).toBeTruthy();
    const listing = await (await fetch(`${ORIGIN}/lagers/`)).text();
    const product = /href="(\/[^"/]+\/IM-\d+)"/.exec(listing)?.[1];
    expect(product).toBeTruthy();

    const session = { cookie: `sw-context-token=${token}` };
    const api = {
      'sw-access-key': ACCESS_KEY,
      'sw-context-token': token,
      'content-type': 'application/json',
    };
    // A line to change during the load: every cart change is a transaction.
    const found = await fetch(`${ORIGIN}/store-api/search`, {
      method: 'POST',
      headers: api,
      body: JSON.stringify({ search: 'lager', limit: 50 }),
    });
    const article = (
      (await found.json()) as { elements: { id: string; childCount: number; stock: number }[] }
    ).elements.find((p) => p.childCount === 0 && p.stock > 10)?.id;
    const added = await fetch(`${ORIGIN}/store-api/checkout/cart/line-item`, {
      method: 'POST',
      headers: api,
      body: JSON.stringify({ items: [{ type: 'product', referencedId: article }] }),
    });
    const cart = (await added.json()) as { lineItems: { id: string; referencedId: string }[] };
    const line = cart.lineItems.find((item) => item.referencedId === article)?.id;
    expect(line).toBeTruthy();
    const kinds: Record<string, { path: string; init?: RequestInit }> = {
      home: { path: '/' },
      category: { path: '/lagers/' },
      product: { path: product as string },
      search: { path: '/search?query=lager' },
      dashboard: { path: '/account/dashboard', init: { headers: session } },
      cart: { path: '/checkout', init: { headers: session } },
      'api search': {
        path: '/store-api/search',
        init: { method: 'POST', headers: api, body: JSON.stringify({ search: 'lager', limit: 5 }) },
      },
      'api cart': { path: '/store-api/checkout/cart', init: { headers: api } },
      // A connection held between a transaction's queries when the server goes away must not end the process.
      'api cart change': {
        path: '/store-api/checkout/cart/line-item',
        init: { method: 'PATCH', headers: api, body: JSON.stringify({ items: [{ id: line, quantity: 2 }] }) },
      },
    };

    // The steady mixed stream: four clients, each going round every kind.
    let phase: Phase = 'up';
    let running = true;
    const answers: Answer[] = [];
    const client = async (offset: number) => {
      const names = Object.keys(kinds);
      for (let i = offset; running; i++) {
        const kind = names[i % names.length] as string;
        const { path, init } = kinds[kind] as { path: string; init?: RequestInit };
        const sent = { kind, phase, sentAt: Date.now() };
        try {
          const response = await fetch(`${ORIGIN}${path}`, { ...init, redirect: 'manual' });
          const verdict = await verdictOf(response, path.startsWith('/store-api/'));
          const cache = response.headers.get('x-page-cache');
          answers.push({ ...sent, doneAt: Date.now(), status: response.status, cache, verdict });
        } catch (error) {
          answers.push({
            ...sent,
            doneAt: Date.now(),
            status: 0,
            cache: null,
            verdict: `no answer: ${error}`,
          });
        }
      }
    };
    const stream = Promise.all([0, 3, 6, 8].map(client));
    const seen = (kind: string, since: number) => answers.filter((a) => a.kind === kind && a.sentAt >= since);

    try {
      // The stream's warm-up, not a measured recovery: as long as a busy machine takes.
      await expect
        .poll(() => Object.keys(kinds).every((kind) => seen(kind, 0).length >= 2), { timeout: 60_000 })
        .toBe(true);
      expect(answers.filter((a) => a.verdict !== 'ok')).toEqual([]);

      const stopping = Date.now();
      await cluster.stop();
      const stoppedAt = Date.now();
      phase = 'down';
      await page
        .goto(`${ORIGIN}/search?query=kogellager`)
        .then((response) => expect(response?.status()).toBe(503));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE_TITLE);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(shop.process.exitCode).toBeNull();
      expect((await fetch(`${ORIGIN}/readyz`)).status).toBe(503);
      expect((await fetch(`${ORIGIN}/healthz`)).status).toBe(200);
      const acceptable = (a: Answer) =>
        a.verdict === 'ok' || ['503 page', '503 envelope'].includes(a.verdict);
      // Sent while it shut down: done in time (200) or the 503; never a 500 or a reset connection.
      expect(answers.filter((a) => a.sentAt >= stopping && !acceptable(a))).toEqual([]);
      // Once down, only cached anonymous pages answer 200.
      const down = answers.filter((a) => a.sentAt >= stoppedAt);
      const tally = Object.entries(
        Object.groupBy(down, (a) => `${a.kind} ${a.status}${a.cache ? ` ${a.cache}` : ''}`),
      );
      const outage = tally.map(([key, list]) => `${key}: ${list?.length}`).join(', ');
      test.info().annotations.push({ type: 'outage', description: outage });
      expect(down.filter((a) => a.status === 200 && a.cache !== 'HIT')).toEqual([]);
      for (const kind of ['search', 'dashboard', 'cart', 'api search', 'api cart', 'api cart change']) {
        expect(seen(kind, stoppedAt).length, kind).toBeGreaterThan(0);
        expect(seen(kind, stoppedAt).every((a) => a.status === 503)).toBe(true);
      }

      await cluster.start();
      const startedAt = Date.now();
      phase = 'back';
      // Recovered: every kind answered 200 to a request sent after the start, and nothing failed since.
      const recovered = () =>
        Object.keys(kinds).every((kind) => seen(kind, startedAt).some((a) => a.status === 200));
      await expect.poll(recovered, { timeout: 10_000, intervals: [50] }).toBe(true);
      const lastFirst200 = Math.max(
        ...Object.keys(kinds).map(
          (kind) => seen(kind, startedAt).find((a) => a.status === 200)?.doneAt ?? Number.POSITIVE_INFINITY,
        ),
      );
      const recoveryMs = lastFirst200 - startedAt;
      test.info().annotations.push({ type: 'recovery', description: `${recoveryMs} ms after pg_ctl start` });
      expect(recoveryMs).toBeLessThanOrEqual(5000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const since = answers.filter((a) => a.sentAt >= lastFirst200);
      expect(since.filter((a) => a.verdict !== 'ok')).toEqual([]);
    } finally {
      running = false;
      await stream;
    }

    // NOTIFY again: the LISTEN connection is back, and a CMS change reaches the page cache at once.
    const admin = new pg.Client({ connectionString: db });
    await admin.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                `select 1 from pg_stat_activity where query like 'LISTEN b2b_content_changed%'`,
              )
            ).rowCount,
          { timeout: 5_000 },
        )
        .toBe(1);
      await fetch(`${ORIGIN}/`);
      const hit = await fetch(`${ORIGIN}/`);
      expect(hit.headers.get('x-page-cache')).toBe('HIT');
      const marker = `Marker-restart-${Date.now()}`;
      await admin.query(
        `update cms_slot set translations = jsonb_set(translations, '{nl-NL,content}', to_jsonb($1::text))
         where id = (select s.id from category c join cms_section se on se.page_id = c.cms_page_id
           join cms_block bl on bl.section_id = se.id join cms_slot s on s.block_id = bl.id
           where c.level = 1 and s.type = 'text' and s.translations ? 'nl-NL' limit 1)`,
        [`<h2>${marker}</h2>`],
      );
      await expect
        .poll(async () => (await fetch(`${ORIGIN}/`)).text(), { timeout: 2_000, intervals: [100] })
        .toContain(marker);
    } finally {
      await admin.end();
    }
    // Notifications sent while it was away are lost: the caches they keep fresh were dropped.
    expect(shop.output.join('')).toContain('LISTEN connection back: dropping what notifications kept fresh');
    const metrics = await (await fetch(`${ORIGIN}/metrics`)).text();
    expect(metrics).toMatch(/^db_unavailable_errors_total\{source="store-api"\} [1-9]/m);
  });
});
