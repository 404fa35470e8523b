// A throwaway PostgreSQL cluster of its own (initdb, pg_ctl) for fault tests: tests/e2e/db-restart.spec.ts
// and `LOAD_RESTART_PG=1 npm run bench:load` stop and start it, never the machine's shared server.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The bin directory of the newest PostgreSQL under /usr/lib/postgresql, or null when there is none. */
export function postgresBin(): string | null {
  if (!existsSync(ROOT)) return null;
  const [newest] = readdirSync(ROOT)
    .filter((version) => existsSync(join(ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? join(ROOT, newest, 'bin') : null;
}

/**
 * initdb's a cluster under os.tmpdir() (trust auth, loopback only, its socket in its own directory)
 * and starts it on `port`. PostgreSQL refuses to run as root: as root, the `postgres` OS user runs it.
 */
export interface Cluster {
  /** Superuser connection string (trust auth) of the `postgres` database. */
  url: string;
  start(): Promise<unknown>;
  stop(): Promise<unknown>;
  destroy(): Promise<void>;
}

export async function createCluster(port: number): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error(`no PostgreSQL binaries under ${ROOT}`);
  const asRoot = process.getuid?.() === 0;
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  const dir = mkdtempSync(join(tmpdir(), 'b2b-pg-'));
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const data = join(dir, 'data');
  // Throwaway data: no fsync.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Starts the server and returns once it accepts connections. */
    start: () =>
      tool('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', join(dir, 'log'), '-o', options]),
    /** Stops it the way an operator's restart does: open sessions are ended (admin_shutdown). */
    stop: () => tool('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']),
    /** Stops it when running and removes its directory. */
    async destroy() {
      await tool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
