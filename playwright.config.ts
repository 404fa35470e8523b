import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers here: use the system Chromium (Debian's package).
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH.');

const port = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./tests/reporters/playwright-slowest.ts']],
  // Axe scans and logins take longer on a loaded 2-core machine than the 30 s default allows.
  timeout: 60_000,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The built server on its own throwaway embedded database, seeded on start.
  webServer: {
    command: 'node tests/e2e/server.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // 127.0.0.4 plays a load balancer whose X-Forwarded-For the shop believes (login-throttle.spec.ts),
    // where the first login back-off of 30 s outlasts the checks made while it holds.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.data/e2e',
      TRUSTED_PROXIES: '127.0.0.4',
      LOGIN_THROTTLE_BASE_MS: '30000',
    },
  },
});
