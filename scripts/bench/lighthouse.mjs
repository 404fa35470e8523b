// npm run bench:lighthouse — Lighthouse (mobile defaults: emulated phone, simulated slow 4G and CPU)
// on the locally built shop with the system Chromium, offline: home, a category, a product, a search
// and, logged in as demo.lead, a category and the account dashboard. Each page RUNS times; medians.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { median, startProcess, stop } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4460);
const CHROME_PORT = PORT + 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${PORT}`;
const CATEGORY = '/lagers/kogellagers/';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The demo lead buyer's session token, from the storefront's own login form. */
async function login() {
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin },
    body: new URLSearchParams({ username: 'demo.lead', password: 'Demo-2026!' }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sw-context-token='));
  if (!cookie) throw new Error(`login as demo.lead failed (HTTP ${response.status})`);
  return cookie.split(';')[0].slice('sw-context-token='.length);
}

/**
 * Puts the session into Chromium's cookie jar over the DevTools protocol. (A Cookie header set for
 * Lighthouse would be replaced by the jar as soon as the shop sets a cookie of its own, e.g. the
 * language, and the pages after it would be anonymous.)
 */
async function setSessionCookie(token) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${CHROME_PORT}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const done = new Promise((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(event.data));
  });
  const cookie = { name: 'sw-context-token', value: token, domain: '127.0.0.1', path: '/', httpOnly: true };
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [cookie] } }));
  const answer = await done;
  socket.close();
  if (answer.error) throw new Error(`setting the session cookie failed: ${answer.error.message}`);
}

// Chromium without anything that would reach the internet (updates, sync, safe browsing, …).
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${CHROME_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      '--metrics-recording-only',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${CHROME_PORT}/json/version`)).ok) return { child, profile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${CHROMIUM} did not open its debugging port`);
}

// Audits below 0.9 in any run (Lighthouse's own line between passed and not), with how many runs.
function failing(runs) {
  const count = new Map();
  const skip = ['informative', 'manual', 'notApplicable'];
  for (const lhr of runs)
    for (const a of Object.values(lhr.audits))
      if (a.score !== null && a.score < 0.9 && !skip.includes(a.scoreDisplayMode))
        count.set(a.id, (count.get(a.id) ?? 0) + 1);
  return [...count].map(([id, n]) => (n === runs.length ? id : `${id} (${n}/${runs.length})`));
}

async function audit(name, path, session) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh session per run, so no run inherits what the one before it did to the session.
    if (session) await setSessionCookie(await login());
    const result = await lighthouse(`${origin}${path}`, {
      port: CHROME_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Lighthouse clears the origin's cookies before a run unless told not to.
      disableStorageReset: Boolean(session),
    });
    runs.push(result.lhr);
    // BENCH_SAVE=dir keeps each page's last report, to look into (e.g. the LCP element).
    if (process.env.BENCH_SAVE) {
      mkdirSync(process.env.BENCH_SAVE, { recursive: true });
      writeFileSync(join(process.env.BENCH_SAVE, `${name.replace(/\W+/g, '-')}.json`), result.report);
    }
  }
  const score = (id) => median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
  return {
    scores: CATEGORIES.map(score),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing: failing(runs),
  };
}

const shop = await startProcess(
  ['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"],
  { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: process.env.DATA_DIR ?? '.data/bench-pages' },
  `${origin}/readyz`,
);
const chromium = await startChromium();
try {
  const html = await (await fetch(origin + CATEGORY)).text();
  const product = /href="(\/[^"]+\/IM-\d+)"/.exec(html)?.[1];
  if (!product) throw new Error(`${CATEGORY} links no product`);
  const pages = [
    ['home', '/'],
    ['category', CATEGORY],
    ['product', product],
    ['search', '/search?query=kogellager'],
    ['category, logged in', CATEGORY, true],
    ['dashboard, logged in', '/account/dashboard', true],
  ];
  console.log(`\nbench:lighthouse (Lighthouse mobile defaults, median of ${RUNS} runs per page)`);
  console.log('  page                   perf  a11y  best  seo   LCP ms  TBT ms  CLS    failing audits');
  // BENCH_ONLY=dashboard audits only the pages whose name contains that text.
  for (const [name, path, session] of pages.filter(([n]) => n.includes(process.env.BENCH_ONLY ?? ''))) {
    await fetch(origin + path); // warms the page cache (and the server's code paths)
    const { scores, lcp, tbt, cls, failing: audits } = await audit(name, path, session);
    console.log(
      `  ${name.padEnd(22)} ${scores.map((s) => String(s).padEnd(5)).join(' ')} ${String(Math.round(lcp)).padEnd(7)} ` +
        `${String(Math.round(tbt)).padEnd(7)} ${cls.toFixed(3).padEnd(6)} ${audits.join(', ') || '-'}`,
    );
  }
  console.log(
    '  goals: performance >= 99 (home, category, product), >= 98 (search, logged in); a11y, best 100;',
  );
  console.log('         SEO 100 on indexable pages; LCP <= 1500 ms');
} finally {
  await stop(chromium.child);
  rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 3 });
  await stop(shop);
}
