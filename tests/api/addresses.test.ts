import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorCodes, loginAs } from './client.ts';

const base = (companyId: string) => `/b2b/companies/${companyId}/address`;

describe('address book', () => {
  let lead: string;
  let buyer: string;
  let other: string;
  let companyId: string;
  let belgium: string;
  const input = () => ({
    name: 'Demo Industrie NV - Depot Test',
    email: 'gent@demo.example.be',
    street: 'Havenlaan',
    streetNumber: '12',
    box: 'B',
    zipcode: '9000',
    city: 'Gent',
    countryId: belgium,
  });
  beforeAll(async () => {
    [lead, buyer, other] = await Promise.all([
      loginAs('demo.lead'),
      loginAs('demo.buyer'),
      loginAs('other.lead'),
    ]);
    companyId = (await call('GET', '/account/customer', { token: lead })).json.b2bCompany.id;
    const countries = (await call('POST', '/country', { body: {} })).json.elements;
    belgium = countries.find((c: { iso: string }) => c.iso === 'BE').id;
  });

  it('creates, edits, makes default and deletes an address; list-address and the checkout follow', async () => {
    const created = await call('POST', base(companyId), { token: lead, body: input() });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      companyId,
      address: { name: 'Demo Industrie NV - Depot Test', city: 'Gent', box: 'B' },
    });
    const id = created.json.addressId;
    const listed = (await call('POST', '/account/list-address', { token: buyer })).json.elements;
    expect(listed.map((a: { id: string }) => a.id)).toContain(id);

    const edited = await call('PUT', `${base(companyId)}/${id}`, {
      token: lead,
      body: { ...input(), city: 'Gentbrugge', zipcode: '9050', defaultDelivery: true },
    });
    expect(edited.json.address).toMatchObject({
      city: 'Gentbrugge',
      defaultDelivery: true,
      defaultShipping: true,
    });
    const after = (await call('POST', '/account/list-address', { token: buyer })).json.elements;
    expect(
      after.filter((a: { defaultDelivery: boolean }) => a.defaultDelivery).map((a: { id: string }) => a.id),
    ).toEqual([id]);
    // Every user of the company now ships there by default.
    expect((await call('GET', '/account/customer', { token: buyer })).json.defaultShippingAddressId).toBe(id);

    const refused = await call('DELETE', `${base(companyId)}/${id}`, { token: lead });
    expect(errorCodes(refused.json)).toEqual(['B2B__ADDRESS_IS_DEFAULT']);
    const previous = after.find(
      (a: { id: string; name: string; defaultBilling: boolean }) =>
        a.id !== id && a.name !== 'Demo Industrie NV - Depot Test' && !a.defaultBilling,
    );
    await call('PUT', `${base(companyId)}/${previous.id}`, {
      token: lead,
      body: { ...input(), ...pick(previous), defaultDelivery: true },
    });
    expect((await call('DELETE', `${base(companyId)}/${id}`, { token: lead })).status).toBe(200);
    expect((await call('GET', `${base(companyId)}/${id}`, { token: lead })).status).toBe(404);
    const billing = (await call('GET', '/account/customer', { token: lead })).json.defaultBillingAddressId;
    const kept = await call('DELETE', `${base(companyId)}/${billing}`, { token: lead });
    expect(errorCodes(kept.json)).toEqual(['B2B__ADDRESS_IS_BILLING']);
  });

  it('validates the fields', async () => {
    const bad = await call('POST', base(companyId), {
      token: lead,
      body: { ...input(), name: '', email: 'geen-mail', zipcode: '', countryId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json).sort()).toEqual(
      [
        'VIOLATION::INVALID_EMAIL',
        'VIOLATION::INVALID_UUID',
        'VIOLATION::IS_BLANK',
        'VIOLATION::IS_BLANK',
      ].sort(),
    );
  });

  it('authorizes every call: 401 anonymous, 403 without the right, 404 for another company', async () => {
    const created = await call('POST', base(companyId), { token: lead, body: input() });
    const id = created.json.addressId;
    const calls: [string, string, unknown][] = [
      ['POST', base(companyId), input()],
      ['GET', `${base(companyId)}/${id}`, undefined],
      ['PUT', `${base(companyId)}/${id}`, input()],
      ['DELETE', `${base(companyId)}/${id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, { token: buyer, body })).status, `${method} ${path} buyer`).toBe(403);
      const res = await call(method, path, { token: other, body });
      expect(res.status, `${method} ${path} other company`).toBe(404);
      expect(res.text).not.toContain('Demo Industrie NV - Depot Test');
    }
    // Their own company id with our address id: still not theirs.
    const theirCompany = (await call('GET', '/account/customer', { token: other })).json.b2bCompany.id;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(method, `${base(theirCompany)}/${id}`, {
        token: other,
        body: method === 'PUT' ? input() : undefined,
      });
      expect(res.status, `${method} cross id`).toBe(404);
      expect(res.text).not.toContain('Demo Industrie NV - Depot Test');
    }
    const theirs = (await call('POST', '/account/list-address', { token: other })).text;
    expect(theirs).not.toContain('Demo Industrie NV - Depot Test');
    expect((await call('POST', '/account/list-address', {})).status).toBe(401);
    expect((await call('GET', `${base(companyId)}/${id}`, { token: lead })).json.address.name).toBe(
      'Demo Industrie NV - Depot Test',
    );
  });
});

function pick(a: Record<string, unknown>) {
  const { name, street, streetNumber, zipcode, city } = a;
  return {
    name,
    street,
    streetNumber: streetNumber ?? '',
    zipcode,
    city,
    box: a.box ?? '',
    email: a.email ?? '',
  };
}
