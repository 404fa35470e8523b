import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { changedTables, digest } from './authz/digest.ts';
import { fieldNames, REFUSED_BODIES, wrongTypes } from './authz/payloads.ts';
import { fillPath, type Route, storeApiRoutes } from './authz/routes.ts';
import { RULES } from './authz-rules.ts';
import { loginAs } from './client.ts';

// Every parameter names something that does not exist: nothing real is touched by a call that passes.
const NOWHERE = '00000000-0000-4000-8000-00000000b4d1';
const STACK = /\bat .*\.(ts|js|mjs):\d+|node_modules|Error: /;

/** Routes that take a body; not those that end the caller's session or wipe its company's data. */
const routes = storeApiRoutes().filter((r) => {
  const declared = RULES[r.key];
  return r.method !== 'GET' && !declared?.endsSession && !declared?.destructive;
});
/**
 * The query parameters a GET route may read: every schema field, the listing's (src/shared/catalog) and
 * those read by name in a route. Sent one at a time, so no other parameter's refusal hides one.
 */
const QUERY_NAMES = [
  ...new Set([
    ...fieldNames(),
    ...['search', 'query', 'p', 'manufacturer', 'properties', 'categories', 'min-price', 'max-price'],
    ...['offerNumber', 'invoiceNumber', 'ids', 'ids[]'],
  ]),
];
const QUERY_VALUES: [string, string][] = [
  ['NUL', 'a%00b'],
  ['NUL alone', '%00'],
];

interface Answer {
  route: Route;
  what: string;
  status: number;
  text: string;
}

describe('bad input on every route with a body', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs('demo.lead');
  });

  const send = async (route: Route, what: string, body: string): Promise<Answer> => {
    const path = fillPath(route.path, new Proxy({}, { get: () => NOWHERE }));
    const response = await fetch(`${inject('baseUrl')}${path}`, {
      method: route.method,
      headers: {
        'sw-access-key': DEMO_ACCESS_KEY,
        'content-type': 'application/json',
        'sw-context-token': token,
      },
      body,
    });
    return { route, what, status: response.status, text: await response.text() };
  };
  const all = async (jobs: (() => Promise<Answer>)[]) => {
    const answers: Answer[] = [];
    for (let i = 0; i < jobs.length; i += 6)
      answers.push(...(await Promise.all(jobs.slice(i, i + 6).map((j) => j()))));
    return answers;
  };
  /** What is wrong with an answer that should be a refusal. */
  const faults = (a: Answer, refused: boolean): string[] => {
    const where = `${a.route.key} (${a.what}): ${a.status} ${a.text.slice(0, 100)}`;
    if (a.status >= 500 || STACK.test(a.text)) return [where];
    if (refused && (a.status < 400 || a.status >= 500)) return [where];
    if (a.status < 400 || RULES[a.route.key]?.cxml) return [];
    try {
      const { errors } = JSON.parse(a.text);
      return Array.isArray(errors) && errors.length > 0 && errors[0].code ? [] : [where];
    } catch {
      return [where];
    }
  };

  it('refuses a NUL in any query parameter of every GET route, changing nothing', async () => {
    const before = await digest();
    const gets = storeApiRoutes().filter((r) => r.method === 'GET');
    const jobs = gets.flatMap((route) =>
      QUERY_NAMES.flatMap((name) =>
        QUERY_VALUES.map(([what, value]) => async () => {
          const path = fillPath(route.path, new Proxy({}, { get: () => NOWHERE }));
          const query = `?${encodeURIComponent(name)}=${value}`;
          const response = await fetch(`${inject('baseUrl')}${path}${query}`, {
            headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token },
          });
          return { route, what: `${what} in ${name}`, status: response.status, text: await response.text() };
        }),
      ),
    );
    const answers = await all(jobs);
    expect(answers.flatMap((a) => faults(a, true))).toEqual([]);
    expect(changedTables(before, await digest())).toEqual([]);
  }, 300_000);

  it('refuses malformed, non-object, deeply nested, NUL, lone-surrogate and 10 MB bodies, changing nothing', async () => {
    const before = await digest();
    const answers = await all(
      routes.flatMap((route) =>
        REFUSED_BODIES.map(
          ([what, body]) =>
            () =>
              send(route, what, body),
        ),
      ),
    );
    expect(answers.flatMap((a) => faults(a, true))).toEqual([]);
    const tooLarge = answers.filter((a) => a.what === 'a 10 MB body' && a.status !== 413);
    expect(tooLarge.map((a) => `${a.route.key}: ${a.status}`)).toEqual([]);
    expect(changedTables(before, await digest())).toEqual([]);
  }, 120_000);

  it('refuses missing fields and wrong types where a field is required, changing nothing', async () => {
    // Routes that take an empty body (all fields optional) are only held to "never a 5xx".
    const empty = await all(routes.map((route) => () => send(route, 'missing fields', '{}')));
    expect(empty.flatMap((a) => faults(a, false))).toEqual([]);
    const strict = empty.filter((a) => a.status >= 400).map((a) => a.route);
    expect(strict.length).toBeGreaterThan(30);
    const before = await digest();
    const wrong = JSON.stringify(wrongTypes());
    const answers = await all(strict.map((route) => () => send(route, 'wrong types', wrong)));
    expect(answers.flatMap((a) => faults(a, true))).toEqual([]);
    expect(changedTables(before, await digest())).toEqual([]);
  }, 60_000);
});
