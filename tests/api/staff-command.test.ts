import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStoreApi } from '../../src/server/app.ts';
import { type Database, openDatabase, projectRoot } from '../../src/server/db/client.ts';
import { runningShop, sendCommand, startControl } from '../../src/server/integration/control.ts';
import { DEMO_ACCESS_KEY, DEMO_PASSWORD } from '../../src/server/seed/constants.ts';
import { seed } from '../../src/server/seed/index.ts';
import { parseCommand, runCommand } from '../../src/server/staff/commands.ts';
import { runSql } from './inspect.ts';

/**
 * `npm run staff` (docs/staff.md#staff-accounts), run as an operator runs it, against a shop running in
 * this process: the command needs the shop's database, and the shared Store API's is an in-memory PGlite
 * in the global setup's process. So on PGlite this suite runs a shop of its own, which the command reaches
 * through its control port, as it reaches `npm start`; on PostgreSQL the shop and the command both open
 * the shared test database (the command with DATABASE_URL, as in production).
 */
const postgres = inject('databaseKind') === 'postgres';
const tag = Date.now().toString(36);
const user = `cmd.${tag}`;

let database: Database;
let server: ServerType;
let shopUrl = '';
let dataDir = '';
let control: { stop(): void };
let cliEnv: NodeJS.ProcessEnv = {};

/** The shared test database's URL: setup.ts makes it on TEST_DATABASE_URL's server. */
async function sharedDatabaseUrl(): Promise<string> {
  const [row] = await runSql<{ name: string }>(inject('baseUrl'), 'select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${row?.name}`;
  return url.href;
}

beforeAll(async () => {
  const url = postgres ? await sharedDatabaseUrl() : undefined;
  database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  await seed(database, { products: 20 }); // the shared database is seeded already: left alone
  dataDir = mkdtempSync(join(tmpdir(), 'b2b-staff-'));
  control = await startControl(database.db, dataDir);
  server = serve({ port: 0, hostname: '127.0.0.1', fetch: createStoreApi(database.db).fetch });
  await new Promise((resolve) => server.once('listening', resolve));
  shopUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { DATABASE_URL: _, ...env } = process.env;
  cliEnv = url ? { ...env, DATABASE_URL: url } : { ...env, DATA_DIR: dataDir };
});

afterAll(async () => {
  control.stop();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- …args` in a process of its own, as the operator runs it. */
const staffIn = (env: NodeJS.ProcessEnv, args: string[]) =>
  new Promise<Run>((resolve) => {
    const script = join(projectRoot(), 'scripts/staff.ts');
    execFile(
      process.execPath,
      ['--experimental-strip-types', script, ...args],
      { env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
const staff = (...args: string[]) => staffIn(cliEnv, args);
const passwordOf = (run: Run) => /^Password: (\S+)$/m.exec(run.stdout)?.[1] ?? '';

/** A Store API call to this suite's shop. */
async function shop(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${shopUrl}/store-api${path}`, {
    method,
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const login = (username: string, password: string) =>
  shop('POST', '/staff/login', undefined, { username, password });
const tokenOf = async (username: string, password: string) => {
  const res = await login(username, password);
  expect(res.status).toBe(200);
  return res.json.contextToken as string;
};

/** The status of a route for `editor` and of one for `sales`, for the session of `token`. */
const guarded = async (token: string) => ({
  editor: (await shop('GET', '/b2b/cms/editor/pages', token)).status,
  sales: (await shop('GET', '/staff/customers?term=demo.buyer', token)).status,
});

describe('npm run staff: parsing', () => {
  it('reads the commands, with sales as the role unless told', () => {
    expect(parseCommand(['add', 'jan.peeters', '--name', 'Jan Peeters'])).toEqual({
      command: 'add',
      username: 'jan.peeters',
      name: 'Jan Peeters',
      roles: ['sales'],
    });
    expect(parseCommand(['add', 'eva', '--roles', 'editor, sales', '--name', 'Eva'])).toMatchObject({
      roles: ['editor', 'sales'],
    });
    expect(parseCommand(['roles', 'eva', 'editor'])).toEqual({
      command: 'roles',
      username: 'eva',
      roles: ['editor'],
    });
    expect(parseCommand(['deactivate', 'eva'])).toEqual({ command: 'deactivate', username: 'eva' });
    expect(parseCommand(['list'])).toEqual({ command: 'list' });
  });

  it('refuses bad usage, usernames against the account rules and unknown roles', () => {
    expect(() => parseCommand(['add', 'jan', '--name', 'Jan', '--roles', 'sales,boss'])).toThrow(
      /unknown role "boss".*\n.*usage/s,
    );
    expect(() => parseCommand(['roles', 'jan', ','])).toThrow(/at least one role/);
    expect(() => parseCommand(['add', 'jan', '--name', 'Jan', '--roles'])).toThrow(/at least one role/);
    expect(() => parseCommand(['add', 'jan peeters', '--name', 'Jan'])).toThrow(/invalid username/);
    expect(() => parseCommand(['add', 'jp', '--name', 'Jan'])).toThrow(/invalid username/);
    expect(() => parseCommand(['add', 'jan'])).toThrow(/--name/);
    expect(() => parseCommand(['password'])).toThrow(/^usage/);
    expect(() => parseCommand(['activate', 'jan', 'now'])).toThrow(/^usage/);
    expect(() => parseCommand(['drop', 'jan'])).toThrow(/^usage/);
  });
});

describe('npm run staff', () => {
  let password = '';
  let token = '';

  it('adds a staff user, shows the password once, and the account logs in with the roles given', async () => {
    const run = await staff('add', user, '--name', 'Jan Peeters', '--roles', 'editor');
    expect(run.code).toBe(0);
    password = passwordOf(run);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    token = await tokenOf(user, password);
    const me = await shop('GET', '/staff/session', token);
    expect(me.json).toMatchObject({ username: user, name: 'Jan Peeters', roles: ['editor'] });
    expect(await guarded(token)).toEqual({ editor: 200, sales: 403 });
  });

  it('lists the staff without their password hashes', async () => {
    const run = await staff('list');
    expect(run.code).toBe(0);
    const line = run.stdout.split('\n').find((l) => l.includes(user)) ?? '';
    expect(line).toMatch(/Jan Peeters.*editor.*true.*\d{4}-\d\d-\d\dT/);
    expect(run.stdout).toContain('staff.sales');
    expect(run.stdout).not.toMatch(/scrypt|passwordHash/);
    expect(run.stdout).not.toContain(password);
  });

  it('replaces the roles; an open session gets the new ones at its next call', async () => {
    expect((await staff('roles', user, 'sales')).code).toBe(0);
    expect(await guarded(token)).toEqual({ editor: 403, sales: 200 });
    // Matched without regard to case, as the login matches.
    expect((await staff('roles', user.toUpperCase(), 'editor,sales')).code).toBe(0);
    expect(await guarded(token)).toEqual({ editor: 200, sales: 200 });
  });

  it('deactivate logs the staff member out at once, of the customer sessions they opened too', async () => {
    const buyer = (await shop('GET', '/staff/customers?term=demo.buyer', token)).json.elements[0];
    const helped = (await shop('POST', `/staff/impersonate/${buyer.id}`, token)).json.contextToken;
    expect((await shop('GET', '/account/customer', helped)).status).toBe(200);
    expect((await staff('deactivate', user)).code).toBe(0);
    expect((await shop('GET', '/staff/session', token)).status).toBe(401);
    expect((await shop('GET', '/account/customer', helped)).status).toBe(401);
    expect((await login(user, password)).status).toBe(401);
  });

  it('activate lets them log in again, while the sessions ended stay ended', async () => {
    expect((await staff('activate', user)).code).toBe(0);
    expect((await shop('GET', '/staff/session', token)).status).toBe(401);
    token = await tokenOf(user, password);
  });

  it('password sets a new one, shown once, and ends their sessions', async () => {
    const run = await staff('password', user);
    expect(run.code).toBe(0);
    const renewed = passwordOf(run);
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(renewed).not.toBe(password);
    expect((await shop('GET', '/staff/session', token)).status).toBe(401);
    expect((await login(user, password)).status).toBe(401);
    expect(await tokenOf(user, renewed)).toBeTruthy();
  });

  it('refuses a taken username, an unknown user and an unknown role, changing nothing', async () => {
    const [taken, unknown, role] = await Promise.all([
      staff('add', 'staff.sales', '--name', 'Someone Else'),
      staff('deactivate', `nobody.${tag}`),
      staff('roles', 'staff.sales', 'admin'),
    ]);
    expect(taken).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('staff user staff.sales exists'),
    });
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`no staff user nobody.${tag}`),
    });
    expect(role).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/unknown role "admin"[\s\S]*usage/),
    });
    // Taken in another case too: the login would not tell the two apart.
    expect(
      await runCommand(database.db, parseCommand(['add', 'Staff.Sales', '--name', 'Someone Else'])),
    ).toEqual({
      refused: 'staff user Staff.Sales exists already',
    });
    const demo = await tokenOf('staff.sales', DEMO_PASSWORD);
    expect(await shop('GET', '/staff/session', demo)).toMatchObject({
      json: { name: 'Nina Martens', roles: ['sales'] },
    });
  });
});

describe('npm run staff and a running shop', () => {
  it('takes staff and integration commands on one control port, from the holder of its secret', async () => {
    const running = runningShop(dataDir);
    if (!running) throw new Error('the running shop was not found');
    const staffList = (await sendCommand(running, { command: 'list' }, 'staff')) as { username: string }[];
    expect(staffList.map((s) => s.username)).toContain('staff.editor');
    const integrations = (await sendCommand(running, { command: 'list' })) as Record<string, unknown>[];
    expect(integrations.length).toBeGreaterThan(0);
    expect(integrations[0]).toHaveProperty('accessKey');
    await expect(sendCommand(running, { command: 'list' }, 'boss' as 'staff')).rejects.toThrow(
      /refused the command: unknown kind of command: boss/,
    );
    await expect(sendCommand({ ...running, secret: 'guess' }, { command: 'list' }, 'staff')).rejects.toThrow(
      /refused/,
    );
  });

  it.skipIf(postgres)(
    'with no shop on the PGlite directory, opens it itself',
    { timeout: 90_000 },
    async () => {
      const empty = mkdtempSync(join(tmpdir(), 'b2b-staff-noshop-'));
      try {
        const env = { ...cliEnv, DATA_DIR: empty };
        expect((await staffIn(env, ['add', `alone.${tag}`, '--name', 'Alone'])).code).toBe(0);
        expect((await staffIn(env, ['list'])).stdout).toContain(`alone.${tag}`);
        // Not the running shop's database.
        expect((await staff('list')).stdout).not.toContain(`alone.${tag}`);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    },
  );
});
