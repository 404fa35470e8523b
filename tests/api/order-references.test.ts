import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, errorCodes, loginAs } from './client.ts';
import { createCompanyUser } from './invited-user.ts';

// §2/§7 order references: MANAGE_ORDER_REFERENCES manages all of the company's, ADD_ORDER_REFERENCES
// creates and manages its own; names are unique in the company (§5), the end date lies after the start.

const SEEDED = 'Onderhoud 2026';
let lead: string;
let buyer: string;
let other: string;
/** A colleague with neither reference right. */
let plain: string;
let plainId: string;
let leadId: string;
let buyerId: string;

/** A reference whose orders from 500 EUR wait for demo.lead (naming them needs MANAGE_APPROVERS). */
const input = (name: string) => ({
  name,
  budget: 1200.5,
  approveFrom: 500,
  period: 'weekly',
  renewable: true,
  transferable: false,
  startDate: '2026-01-05',
  endDate: '2026-12-31',
  approverIds: [leadId],
});
/** What a buyer without MANAGE_APPROVERS may create: a budget without approval. */
const ownInput = (name: string) => ({ ...input(name), approveFrom: null, approverIds: [] });

beforeAll(async () => {
  [lead, buyer, other] = await Promise.all([
    loginAs('demo.lead'),
    loginAs('demo.buyer'),
    loginAs('other.lead'),
  ]);
  const idOf = async (token: string): Promise<string> =>
    (await call('GET', '/account/customer', { token })).json.id;
  [leadId, buyerId] = await Promise.all([idOf(lead), idOf(buyer)]);
  const created = await createCompanyUser(lead, {
    firstName: 'Ref',
    lastName: 'Plain',
    username: 'refs.plain',
    email: 'refs.plain@example.be',
    password: DEMO_PASSWORD,
  });
  expect(created.status, created.text).toBe(200);
  await call('PUT', `/b2b/account/${created.json.id}/role`, {
    token: lead,
    body: { rights: [{ code: 'ROLE_PLACE_ORDERS', enabled: true }] },
  });
  plain = await loginAs('refs.plain');
  plainId = created.json.id;
});

// The suites share one database: the users list suite counts the company's users.
afterAll(() => call('DELETE', '/b2b/companies/customers', { token: lead, body: { customerIds: [plainId] } }));

describe('order references', () => {
  it('creates, lists, searches, edits and deletes a reference with its people and budget', async () => {
    const created = await call('POST', '/b2b/order-reference', {
      token: lead,
      body: { ...input('Refs Project Noord'), customerIds: [buyerId], approverIds: [leadId] },
    });
    expect(created.status, created.text).toBe(200);
    const ref = created.json;
    expect(ref).toMatchObject({
      name: 'Refs Project Noord',
      budget: 1200.5,
      approveFrom: 500,
      period: 'weekly',
      startDate: '2026-01-05',
      endDate: '2026-12-31',
      creator: { id: leadId },
      customers: [{ id: buyerId }],
      approvers: [{ id: leadId }],
    });
    expect(typeof ref.remaining).toBe('number');

    const listed = await call('POST', '/b2b/order-reference/list', { token: lead, body: { term: 'noord' } });
    expect(listed.json.elements.map((e: { id: string }) => e.id)).toEqual([ref.id]);
    const all = await call('POST', '/b2b/order-reference/list', { token: lead, body: {} });
    expect(all.json.elements.map((e: { name: string }) => e.name)).toContain(SEEDED);
    // The checkout's picker finds it for the assigned buyer.
    const search = await call('GET', '/b2b/order-reference/search/noord', { token: buyer });
    expect(search.json.elements.map((e: { id: string }) => e.id)).toEqual([ref.id]);

    const edited = await call('PUT', `/b2b/order-reference/${ref.id}`, {
      token: lead,
      body: { ...input('Refs Project Zuid'), budget: null, customerIds: [] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      name: 'Refs Project Zuid',
      budget: null,
      remaining: null,
      customers: [],
    });
    expect((await call('GET', `/b2b/order-reference/${ref.id}`, { token: lead })).json.name).toBe(
      'Refs Project Zuid',
    );

    expect((await call('DELETE', `/b2b/order-reference/${ref.id}`, { token: lead })).status).toBe(200);
    expect((await call('GET', `/b2b/order-reference/${ref.id}`, { token: lead })).status).toBe(404);
  });

  it('shows the remaining budget the checkout computes', async () => {
    const listed = await call('POST', '/b2b/order-reference/list', { token: lead, body: { term: SEEDED } });
    const [seeded] = listed.json.elements;
    const search = await call('GET', `/b2b/order-reference/search/${encodeURIComponent(SEEDED)}`, {
      token: lead,
    });
    expect(seeded.budget).toBe(5000);
    expect(seeded.remaining).toBe(search.json.elements[0].remaining);
  });

  it('refuses a name taken in the company, whatever its case, on create and edit', async () => {
    const dup = await call('POST', '/b2b/order-reference', {
      token: lead,
      body: input(SEEDED.toUpperCase()),
    });
    expect(dup.status).toBe(400);
    expect(errorCodes(dup.json)).toEqual(['ORDER_REFERENCE_NAME_NOT_UNIQUE']);
    expect(dup.json.errors[0].source.pointer).toBe('/name');

    const mine = (await call('POST', '/b2b/order-reference', { token: buyer, body: ownInput('Refs Eigen') }))
      .json;
    const renamed = await call('PUT', `/b2b/order-reference/${mine.id}`, {
      token: lead,
      body: input(SEEDED),
    });
    expect(errorCodes(renamed.json)).toEqual(['ORDER_REFERENCE_NAME_NOT_UNIQUE']);
    // Another company may use the same name.
    const foreign = await call('POST', '/b2b/order-reference', {
      token: other,
      body: ownInput('Refs Eigen'),
    });
    expect(foreign.status).toBe(200);
    await call('DELETE', `/b2b/order-reference/${foreign.json.id}`, { token: other });
    await call('DELETE', `/b2b/order-reference/${mine.id}`, { token: lead });
  });

  it('requires the end date after the start date and validates the fields', async () => {
    const bad = await call('POST', '/b2b/order-reference', {
      token: lead,
      body: { ...input('Refs Datum'), startDate: '2026-06-01', endDate: '2026-06-01' },
    });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).toEqual(['VIOLATION::END_DATE_BEFORE_START_DATE']);
    expect(bad.json.errors[0].source.pointer).toBe('/endDate');

    const invalid = await call('POST', '/b2b/order-reference', {
      token: lead,
      body: { name: ' ', budget: -1, period: 'hourly', startDate: '2026-13-01' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      '/budget',
      '/name',
      '/period',
      '/startDate',
    ]);
    const stranger = (await call('GET', '/account/customer', { token: other })).json.id;
    const foreignUser = await call('POST', '/b2b/order-reference', {
      token: lead,
      body: { ...input('Refs Vreemd'), approverIds: [stranger] },
    });
    expect(errorCodes(foreignUser.json)).toEqual(['VIOLATION::INVALID_CUSTOMER']);
  });

  it('lets only MANAGE_APPROVERS name approvers, and refuses approve-from without one who can decide', async () => {
    // A buyer naming a colleague as the approver of their own orders (issue 26).
    const named = await call('POST', '/b2b/order-reference', {
      token: buyer,
      body: { ...ownInput('Refs Eigen Keurder'), approverIds: [plainId] },
    });
    expect(named.status).toBe(403);
    expect(named.json.errors[0].meta.parameters.right).toBe('ROLE_MANAGE_APPROVERS');
    const own = await call('POST', '/b2b/order-reference', {
      token: buyer,
      body: ownInput('Refs Eigen Keurder'),
    });
    expect(own.status, own.text).toBe(200);
    const renamed = await call('PUT', `/b2b/order-reference/${own.json.id}`, {
      token: buyer,
      body: { ...ownInput('Refs Eigen Keurder'), approverIds: [buyerId] },
    });
    expect(renamed.status).toBe(403);
    // Approve-from without an approver, or with only ones who can never decide, waits for nobody.
    for (const [approverIds, code] of [
      [[], 'B2B__APPROVER_REQUIRED'],
      [[plainId, buyerId], 'B2B__APPROVER_CANNOT_DECIDE'],
    ] as const) {
      const res = await call('POST', '/b2b/order-reference', {
        token: lead,
        body: { ...input('Refs Zonder Keurder'), approverIds },
      });
      expect(res.status, res.text).toBe(400);
      expect(errorCodes(res.json)).toEqual([code]);
    }
    const kept = await call('PUT', `/b2b/order-reference/${own.json.id}`, {
      token: buyer,
      body: { ...ownInput('Refs Eigen Keurder'), approveFrom: 100 },
    });
    expect(errorCodes(kept.json)).toEqual(['B2B__APPROVER_REQUIRED']);
    expect((await call('DELETE', `/b2b/order-reference/${own.json.id}`, { token: buyer })).status).toBe(200);
  });

  it('lets ADD_ORDER_REFERENCES manage only their own references', async () => {
    const own = await call('POST', '/b2b/order-reference', { token: buyer, body: ownInput('Refs Van Jan') });
    expect(own.status).toBe(200);
    const listed = await call('POST', '/b2b/order-reference/list', { token: buyer, body: {} });
    expect(listed.json.elements.map((e: { name: string }) => e.name)).toEqual(['Refs Van Jan']);
    const seededId = (
      await call('POST', '/b2b/order-reference/list', { token: lead, body: { term: SEEDED } })
    ).json.elements[0].id;
    expect((await call('GET', `/b2b/order-reference/${seededId}`, { token: buyer })).status).toBe(404);
    expect((await call('DELETE', `/b2b/order-reference/${seededId}`, { token: buyer })).status).toBe(404);
    expect((await call('DELETE', `/b2b/order-reference/${own.json.id}`, { token: buyer })).status).toBe(200);
  });
});

describe('order references: authorization matrix', () => {
  let seededId: string;
  beforeAll(async () => {
    seededId = (await call('POST', '/b2b/order-reference/list', { token: lead, body: { term: SEEDED } })).json
      .elements[0].id;
  });
  const calls = (): [string, string, unknown][] => [
    ['POST', '/b2b/order-reference/list', {}],
    ['POST', '/b2b/order-reference', input('Refs Matrix')],
    ['GET', `/b2b/order-reference/${seededId}`, undefined],
    ['PUT', `/b2b/order-reference/${seededId}`, input('Refs Matrix')],
    ['DELETE', `/b2b/order-reference/${seededId}`, undefined],
  ];

  it('answers 401 to visitors and 403 to colleagues without a reference right', async () => {
    for (const [method, path, body] of calls()) {
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, { token: plain, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(errorCodes(refused.json)).toEqual(['B2B__MISSING_RIGHT']);
    }
  });

  it("shows another company nothing of Demo Industrie's references", async () => {
    for (const [method, path, body] of calls().slice(2)) {
      const res = await call(method, path, { token: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toContain(SEEDED);
    }
    const listed = await call('POST', '/b2b/order-reference/list', { token: other, body: {} });
    expect(listed.text).not.toContain(SEEDED);
    expect(listed.text).not.toContain('Project Haven');
    expect((await call('GET', `/b2b/order-reference/${seededId}`, { token: lead })).json.name).toBe(SEEDED);
  });
});
