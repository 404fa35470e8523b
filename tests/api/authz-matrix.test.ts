import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { type Fixtures, loadFixtures, userWithoutRights, waitingNewcomer } from './authz/fixtures.ts';
import { fillPath, type Route, storeApiRoutes } from './authz/routes.ts';
import { type Declared, RULES } from './authz-rules.ts';
import { loginAs } from './client.ts';

/**
 * anonymousJunk: anonymous with malformed ids in the path, which must not be checked before the login.
 * newcomer: registered under company 100001 and confirmed, not yet approved (issue 26): no member.
 */
type Actor = 'anonymous' | 'anonymousJunk' | 'withoutRights' | 'otherLead' | 'newcomer';
const outsider = (actor: Actor) => actor.startsWith('anonymous') || actor === 'newcomer';
interface Answer {
  route: Route;
  actor: Actor;
  status: number;
  text: string;
  /** What the caller sent (path, query, body): echoing it back tells the caller nothing new. */
  sent: string;
  foreignRefs: boolean;
}

const routes = storeApiRoutes();
const STACK = /\bat .*\.(ts|js|mjs):\d+|node_modules|Error: /;

/** Fills `{fixture}` placeholders in strings of a body or query. */
const fill = (value: unknown, ids: Record<string, string>): unknown =>
  typeof value === 'string'
    ? value.replace(/\{(\w+)\}/g, (_, k: string) => ids[k] ?? `missing-${k}`)
    : Array.isArray(value)
      ? value.map((v) => fill(v, ids))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, ids)]))
        : value;

/** What `actor` must get from a route under its rule (null: any answer below 500). */
function expected(declared: Declared, actor: Actor, foreignRefs: boolean): number[] | null {
  const { kind } = declared.rule;
  if (kind === 'public') return null;
  if (kind === 'secret') return [400, 401, 404, 410];
  if (kind === 'integration') return [401];
  if (outsider(actor)) return [401];
  if (kind === 'staff' || kind === 'punchout') return [403];
  if (actor === 'withoutRights') return kind === 'member' ? null : [403];
  // The other company's lead buyer holds every right, but none over company 100001's resources.
  return foreignRefs ? [403, 404] : null;
}

describe('authorization matrix over the Store API route table', () => {
  let f: Fixtures & { drop: () => Promise<void> };
  let tokens: Record<Actor, string | undefined>;
  let dropUser: () => Promise<unknown>;
  let newcomer: Awaited<ReturnType<typeof waitingNewcomer>>;
  const answers: Answer[] = [];

  beforeAll(async () => {
    const lead = await loginAs('demo.lead');
    f = await loadFixtures(lead);
    const user = await userWithoutRights(lead, 'matrix.norights');
    dropUser = user.drop;
    newcomer = await waitingNewcomer(lead, 'matrix.newcomer');
    f.ids.newcomer = newcomer.id;
    f.foreign.push(newcomer.id);
    tokens = {
      anonymous: undefined,
      anonymousJunk: undefined,
      withoutRights: user.token,
      otherLead: await loginAs('other.lead'),
      newcomer: newcomer.token,
    };
    const jobs: (() => Promise<Answer>)[] = [];
    for (const route of routes) {
      const declared = RULES[route.key];
      if (!declared) continue;
      for (const actor of Object.keys(tokens) as Actor[]) {
        if (declared.endsSession && actor !== 'anonymous') continue;
        if (actor === 'anonymousJunk' && !route.path.includes('/:')) continue;
        if (declared.destructive && expected(declared, actor, false) === null) continue;
        jobs.push(() => ask(route, declared, actor));
      }
    }
    // A few at a time: fast, without starving the other suites' database.
    for (let i = 0; i < jobs.length; i += 8)
      answers.push(...(await Promise.all(jobs.slice(i, i + 8).map((j) => j()))));
  }, 120_000);

  afterAll(async () => {
    await dropUser?.();
    await newcomer?.drop();
    await f?.drop();
  });

  async function ask(route: Route, declared: Declared, actor: Actor): Promise<Answer> {
    const idValues = Object.fromEntries(
      Object.entries(declared.ids ?? {}).map(([p, k]) => [p, f.ids[k] ?? k]),
    );
    const query = declared.query ? `?${fill(declared.query, f.ids)}` : '';
    const body = route.method === 'GET' ? undefined : JSON.stringify(fill(declared.body ?? {}, f.ids));
    const token = tokens[actor];
    const url = `${fillPath(route.path, idValues)}${query}`;
    const response = await fetch(`${inject('baseUrl')}${url}`, {
      method: route.method,
      headers: {
        'sw-access-key': DEMO_ACCESS_KEY,
        'content-type': 'application/json',
        ...(token ? { 'sw-context-token': token } : {}),
      },
      body,
    });
    const foreignRefs =
      Object.values(declared.ids ?? {}).some((k) => f.foreign.includes(f.ids[k] ?? '')) ||
      Boolean(declared.query || declared.body);
    const sent = decodeURIComponent(url) + (body ?? '');
    return { route, actor, status: response.status, text: await response.text(), sent, foreignRefs };
  }

  it('declares a rule for every route, and no rule for a route that does not exist', () => {
    const keys = routes.map((r) => r.key);
    expect(
      keys.filter((k) => !RULES[k]),
      'routes without a rule in tests/api/authz-rules.ts',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((k) => !keys.includes(k)),
      'rules for no route',
    ).toEqual([]);
  });

  it('answers each caller as the route rule says, never with a 5xx or a stack trace', () => {
    const wrong = answers.flatMap(({ route, actor, status, text, foreignRefs }) => {
      const want = expected(RULES[route.key] as Declared, actor, foreignRefs);
      // A public route never asks anyone to log in, nor refuses a caller for who they are.
      const kind = RULES[route.key]?.rule.kind;
      const publicOk = kind !== 'public' || (status !== 401 && status !== 403);
      // Nor is a logged-in caller ever told to log in (secrets aside, and the Admin API, whose bearer
      // token no customer session is).
      const loggedInOk = outsider(actor) || kind === 'secret' || kind === 'integration' || status !== 401;
      const ok = status < 500 && !STACK.test(text) && (want ? want.includes(status) : publicOk) && loggedInOk;
      return ok ? [] : [`${route.key} as ${actor}: ${status}, want ${want ?? '<500'} ${text.slice(0, 120)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('does not log in a newcomer before approval', () => {
    expect(newcomer.loginCodes).toEqual(['B2B__CUSTOMER_AWAITING_APPROVAL']);
  });

  it('refuses in the error envelope', () => {
    const bare = answers.filter(({ route, status, text }) => {
      if (status < 400 || RULES[route.key]?.cxml) return false;
      try {
        return !Array.isArray(JSON.parse(text).errors);
      } catch {
        return true;
      }
    });
    expect(bare.map((a) => `${a.route.key} as ${a.actor}: ${a.status} ${a.text.slice(0, 80)}`)).toEqual([]);
  });

  it("shows company 100001's data to no one outside it", () => {
    const leaks = answers
      .filter((a) => a.actor !== 'withoutRights')
      .flatMap((a) =>
        f.foreign
          .filter((s) => a.text.includes(s) && !a.sent.includes(s))
          .map((s) => `${a.route.key} as ${a.actor}: ${s}`),
      );
    expect(leaks).toEqual([]);
  });
});
