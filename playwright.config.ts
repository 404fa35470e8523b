import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers here: use the system Chromium (Debian's packages). Headless
// runs take its headless shell when installed: the same engine without the browser's UI, at half the CPU
// (listing and catalogue specs: 15 s of CPU instead of 32, 79 s instead of 102 on an idle 2-core machine).
const headed = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const executablePath = [
  process.env.CHROMIUM_PATH,
  headed ? undefined : '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => path && existsSync(path));
if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH.');

const port = Number(process.env.E2E_PORT ?? 4399);
const secondPort = Number(process.env.E2E_SECOND_PORT ?? 4400);
// Three lanes side by side, one file at a time each (they keep the two cores busy; a fourth would only share
// them): specs that start shops of their own and never touch a main shop (ports: side-server.ts)…
const OWN_SHOP =
  /\/(a11y-gate|accounts-mail|approvals|cms-editor|db-restart|instances|join-requests)\.spec\.ts$/;
// …specs that read the catalogue and content (and at most fill a cart and empty it again), on a second main
// shop of the same seed…
const SECOND_SHOP =
  /\/(a11y-gate-public|blocks|catalog|client-scripts|content|csp|first-click|home|keyboard|layout|listing|login-prompt|navigation|search|search-notation|stock)\.spec\.ts$/;
// …and everything else, whose files share the main shop's data.

/** The built shop on its own throwaway embedded database, seeded on start. */
const shop = (at: number, dataDir: string) => ({
  command: 'node tests/e2e/server.mjs',
  url: `http://localhost:${at}/readyz`,
  timeout: 180_000,
  reuseExistingServer: false,
  // 127.0.0.4 plays a load balancer whose X-Forwarded-For the shop believes (login-throttle.spec.ts),
  // where the first login back-off of 30 s outlasts the checks made while it holds.
  env: {
    PORT: String(at),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: '127.0.0.4',
    LOGIN_THROTTLE_BASE_MS: '30000',
  },
});
const chrome = devices['Desktop Chrome'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 3,
  // One retry: with three lanes on two cores a timing-sensitive check now and then loses a race (two
  // such in 290 tests in a session's CI runs); a test that fails twice still fails the run, and the
  // report lists the ones that needed the retry as flaky.
  retries: 1,
  reporter: [['list'], ['./tests/reporters/playwright-slowest.ts']],
  // Axe scans, logins and the flows of two users take longer on a loaded 2-core machine than the 30 s and
  // 5 s defaults allow (a CI machine ran the suite three times slower than a session's: tests of 25 s took
  // over 60); the limits catch a hang, not a slow page (budgets are checked by `npm run bench:*`).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [OWN_SHOP, SECOND_SHOP], workers: 1, use: chrome },
    { name: 'own-shops', testMatch: OWN_SHOP, workers: 1, use: chrome },
    {
      name: 'second-shop',
      testMatch: SECOND_SHOP,
      workers: 1,
      use: { ...chrome, baseURL: `http://localhost:${secondPort}` },
    },
  ],
  webServer: [shop(port, '.data/e2e'), shop(secondPort, '.data/e2e-second')],
});
