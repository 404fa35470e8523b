import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A loopback listener standing in for an attacker's server, for the XXE tests: any request it gets
 * is an entity the parser fetched. Call in a suite: it starts before and stops after its tests.
 */
export function entityListener() {
  const state = { url: '', fetched: [] as string[] };
  const listener = createServer((req, res) => {
    state.fetched.push(req.url ?? '');
    res.end('<!ENTITY leaked "fetched">');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/evil.dtd`;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));
  return state;
}
