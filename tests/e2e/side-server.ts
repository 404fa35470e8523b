import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

// A second shop (or the test proxy) started by a spec for set-ups the main e2e server cannot
// show: a slow or broken Store API, maintenance mode.
export const SIDE_PORT = Number(process.env.E2E_SIDE_PORT ?? 4423);
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4399);

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

/** The built shop, as `npm start` serves it. */
export const startShop = (env: Record<string, string>) =>
  start(['-e', "import('./scripts/serve.mjs').then((m) => m.serve())"], {
    HOST: '127.0.0.1',
    PORT: String(SIDE_PORT),
    ...env,
  });

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
