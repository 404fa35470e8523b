import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';

// A second shop (or the test proxy) started by a spec for set-ups the main e2e server cannot
// show: a slow or broken Store API, maintenance mode.
export const SIDE_PORT = Number(process.env.E2E_SIDE_PORT ?? 4423);
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4399);
/**
 * The e2e suite runs in three lanes side by side, one file at a time each (playwright.config.ts); a lane's
 * specs start their shops on its ports only. The main lane's side shops take SIDE_PORT (and the next).
 * The `own-shops` lane runs only specs with shops of their own, on OWN_SHOP_PORT (and the next); the
 * `second-shop` lane has a main shop of its own (E2E_SECOND_PORT) and its side shops on SECOND_LANE_PORT.
 */
export const OWN_SHOP_PORT = Number(process.env.E2E_OWN_SHOP_PORT ?? 4433);
export const SECOND_LANE_PORT = Number(process.env.E2E_SECOND_LANE_PORT ?? 4443);

export interface Side {
  process: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

export function start(args: string[], env: Record<string, string>): Side {
  const child = spawn('node', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  return {
    process: child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Seeded embedded databases by catalogue size, made once per e2e run (server.mjs empties it). */
export const SEEDED_TEMPLATES = '.data/e2e-seeded';

/**
 * A copy of a shop seeded with `products` articles: seeding takes a side shop 15–25 s, copying its
 * closed data directory well under one, and most specs want the same small shop.
 */
function copySeeded(dataDir: string, products: string): void {
  const template = `${SEEDED_TEMPLATES}/${products}`;
  if (!existsSync(template)) {
    // Two lanes may want the same size at once: each seeds its own, the first rename wins.
    const own = `${template}.${process.pid}`;
    const seeded = spawnSync('node', ['--experimental-strip-types', 'src/server/seed/cli.ts'], {
      env: { ...process.env, DATA_DIR: own, SEED_PRODUCTS: products, LOG_LEVEL: 'error' },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding ${products} articles failed: ${seeded.stderr}`);
    try {
      renameSync(own, template);
    } catch {
      rmSync(own, { recursive: true, force: true });
    }
  }
  cpSync(template, dataDir, { recursive: true });
}

/**
 * The built shop, as `npm start` serves it. An embedded database that does not exist yet starts as a
 * copy of a seeded one of its size (SEED_PRODUCTS); the shop migrates it and rebuilds its search index
 * on start as after any upgrade.
 */
export function startShop(env: Record<string, string>): Side {
  const { DATA_DIR: dataDir, SEED_PRODUCTS: products, DATABASE_URL: url } = env;
  if (dataDir && products && !url && !existsSync(dataDir)) copySeeded(dataDir, products);
  return start(['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"], {
    HOST: '127.0.0.1',
    PORT: String(SIDE_PORT),
    ...env,
  });
}

export async function waitFor(url: string, side: Side, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (side.process.exitCode !== null) throw new Error(`server exited: ${side.output.join('')}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500 || r.status === 503,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer: ${side.output.join('')}`);
}

/** Waits for the proxy to print its port. */
export async function proxyPort(side: Side): Promise<number> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const match = /PROXY_PORT=(\d+)/.exec(side.output.join(''));
    if (match) return Number(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('proxy did not start');
}
