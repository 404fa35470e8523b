import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type Db, openDatabase } from '../db/client.ts';
import { defaultDataDir } from '../db/data-dir.ts';
import { logger } from '../ops/logger.ts';
import { runCommand as runStaffCommand, type StaffCommand } from '../staff/commands.ts';
import { type IntegrationCommand, runCommand as runIntegrationCommand } from './commands.ts';

/**
 * PGlite allows one process per data directory, so while the shop runs, `npm run integration` and
 * `npm run staff` cannot open the database themselves: the shop takes their commands instead, on a
 * loopback-only port, from whoever can read the secret it writes into DATA_DIR (mode 0600: the shop's
 * own user). The file's name dates from when only `npm run integration` used the port.
 */
export const CONTROL_FILE = 'integration-control.json';

/** The commands the port takes, by the script that sends them. */
interface ControlCommands {
  integration: IntegrationCommand;
  staff: StaffCommand;
}
export type ControlKind = keyof ControlCommands;
const RUNNERS: { [K in ControlKind]: (db: Db, command: ControlCommands[K]) => Promise<unknown> } = {
  integration: runIntegrationCommand,
  staff: runStaffCommand,
};

/** What is posted to the port. */
interface Posted<K extends ControlKind = ControlKind> {
  kind: K;
  command: ControlCommands[K];
}

function run(db: Db, { kind, command }: Posted): Promise<unknown> {
  if (!Object.hasOwn(RUNNERS, kind)) throw new Error(`unknown kind of command: ${kind}`);
  return RUNNERS[kind](db, command as never);
}

export interface ControlInfo {
  port: number;
  secret: string;
  pid: number;
}

/**
 * Starts the control port of a running shop and writes the file that lets the command find it;
 * `stop` closes both (on a signal: the 'exit' event does not come when the process is killed).
 */
export async function startControl(db: Db, dataDir: string): Promise<{ server: Server; stop(): void }> {
  const secret = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${secret}`);
  const server = createServer(async (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return answer(401, { error: 'unauthorized' });
    }
    try {
      let body = '';
      for await (const chunk of req) body += chunk;
      answer(200, await run(db, JSON.parse(body) as Posted));
    } catch (error) {
      answer(400, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const file = join(dataDir, CONTROL_FILE);
  const info: ControlInfo = { port, secret, pid: process.pid };
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  server.unref();
  const stop = () => {
    server.close();
    rmSync(file, { force: true });
  };
  process.once('exit', stop);
  logger.info({ port }, 'integration and staff commands accepted on loopback');
  return { server, stop };
}

/** The running shop's control port for this data directory, or null when no shop runs on it. */
export function runningShop(dataDir: string): ControlInfo | null {
  let info: ControlInfo;
  try {
    info = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlInfo;
  } catch {
    return null;
  }
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    // A file left by a shop that was killed: nobody holds the database.
    return null;
  }
}

/** Sends a command to the running shop (one of `npm run integration` unless `kind` says otherwise). */
export async function sendCommand<K extends ControlKind = 'integration'>(
  info: ControlInfo,
  command: ControlCommands[K],
  kind = 'integration' as K,
): Promise<unknown> {
  const posted: Posted<K> = { kind, command };
  const response = await fetch(`http://127.0.0.1:${info.port}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${info.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(posted),
  });
  const body = (await response.json()) as { error?: string };
  if (!response.ok) throw new Error(`the running shop refused the command: ${body.error}`);
  return body;
}

/**
 * Runs a command of a script on the shop's database: PostgreSQL takes any number of processes, a
 * PGlite directory only one, so a shop running on it is asked; otherwise the script opens it itself.
 */
export async function runOnShopDatabase<K extends ControlKind>(
  command: ControlCommands[K],
  kind: K,
): Promise<unknown> {
  const url = process.env.DATABASE_URL;
  const shop = url ? null : runningShop(defaultDataDir());
  if (shop) return sendCommand(shop, command, kind);
  const database = await openDatabase({ url });
  try {
    return await RUNNERS[kind](database.db, command);
  } finally {
    await database.close();
  }
}
