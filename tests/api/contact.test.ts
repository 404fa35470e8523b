import { describe, expect, inject, it } from 'vitest';
import { SHOP_CONTACT } from '../../src/server/seed/contact.ts';
import { call, languageId } from './client.ts';
import { runSql } from './inspect.ts';

const sql = (query: string) => runSql(inject('baseUrl'), query);
const branchName = async (code: string) =>
  ((await call('GET', '/b2b/register/branches')).json.elements as { code: string; name: string }[]).find(
    (b) => b.code === code,
  )?.name;

describe('contact data of the sales channel', () => {
  it('is served with the context, and the branch names come from it', async () => {
    const context = await call('GET', '/context');
    expect(context.json.salesChannel.contact).toEqual(SHOP_CONTACT);
    expect(await branchName('IMM_MEL')).toBe('Indumex Melle');
  });

  it('offers the shop locations as pickup points, in the context language (one source of branches)', async () => {
    const shops = SHOP_CONTACT.locations.filter((l) => l.shop);
    const nl = (await call('GET', '/b2b/pickup-locations')).json.elements;
    expect(nl.map((p: { name: string; address: string }) => [p.name, p.address])).toEqual(
      shops.map((l) => [l.name, `${l.street}, ${l.postalCode} ${l.city}`]),
    );
    const headers = { 'sw-language-id': await languageId('fr-FR') };
    const fr = (await call('GET', '/b2b/pickup-locations', { headers })).json.elements;
    expect(fr.map((p: { name: string }) => p.name)).toContain('Indumex Liège');
    expect(fr.map((p: { id: string }) => p.id)).toEqual(nl.map((p: { id: string }) => p.id));
  });

  it('follows an edit of the settings at once, and an invalid edit shows none', async () => {
    const melle = SHOP_CONTACT.locations.findIndex((l) => l.code === 'IMM_MEL');
    try {
      await sql(
        `update sales_channel set custom_fields = jsonb_set(custom_fields, '{contact,locations,${melle},name}', '"Indumex Gent-Melle"')`,
      );
      const context = await call('GET', '/context');
      expect(context.json.salesChannel.contact.locations[melle].name).toBe('Indumex Gent-Melle');
      expect(await branchName('IMM_MEL')).toBe('Indumex Gent-Melle');
      const pickup = (await call('GET', '/b2b/pickup-locations')).json.elements;
      expect(pickup.map((p: { name: string }) => p.name)).toContain('Indumex Gent-Melle');

      await sql(
        `update sales_channel set custom_fields = jsonb_set(custom_fields, '{contact,salesEmail}', '"nope"')`,
      );
      expect((await call('GET', '/context')).json.salesChannel.contact).toBeNull();
      // The warehouse rows still name the branches.
      expect(await branchName('IMM_MEL')).toBe('Indumex Melle');
    } finally {
      await sql(
        `update sales_channel set custom_fields = jsonb_set(custom_fields, '{contact}', '${JSON.stringify(SHOP_CONTACT).replace(/'/g, "''")}')`,
      );
    }
    expect((await call('GET', '/context')).json.salesChannel.contact).toEqual(SHOP_CONTACT);
  });
});
