import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT } from '../../src/server/seed/contact.ts';
import {
  branchNames,
  contactCard,
  footerRegions,
  footerShops,
  mapLocations,
  organizationJsonLd,
} from '../../src/shared/contact.ts';
import { type ShopContact, ShopContactSchema } from '../../src/shared/schemas/contact.ts';

const SHOP = { name: 'Indumex', url: 'https://shop.example/', logo: 'https://shop.example/logo.svg' };

/** Every place the storefront shows, keyed by name: footer regions, footer shops and the map. */
function shownPlaces(contact: ShopContact, locale: string) {
  return [
    ...footerRegions(contact, locale).flatMap((r) => r.contacts),
    ...footerShops(contact, locale),
    ...mapLocations(contact, locale),
  ];
}

describe('one source for the contact data', () => {
  it('the seeded settings are valid and give the §2 footer: four regions of two, four shops', () => {
    expect(v.safeParse(ShopContactSchema, SHOP_CONTACT).success).toBe(true);
    const regions = footerRegions(SHOP_CONTACT, 'nl-NL');
    expect(regions.map((r) => r.region)).toEqual(['east', 'south', 'west', 'north']);
    for (const region of regions) expect(region.contacts).toHaveLength(2);
    expect(footerShops(SHOP_CONTACT, 'nl-NL').map((s) => s.city)).toEqual([
      'Antwerpen',
      'Herstal',
      'Izegem',
      'Melle',
    ]);
  });

  it('footer, map, JSON-LD, chat card and branch names agree on every place', () => {
    for (const locale of ['nl-NL', 'fr-FR', 'en-GB', 'de-DE']) {
      const byName = new Map<string, string>();
      for (const place of shownPlaces(SHOP_CONTACT, locale)) {
        const line = `${place.address} | ${place.phone} | ${place.email}`;
        expect(byName.get(place.name) ?? line, `${locale} ${place.name}`).toBe(line);
        byName.set(place.name, line);
      }
      // Stock per branch names the same places as the footer and the map.
      for (const name of branchNames(SHOP_CONTACT, locale).values())
        expect(byName.has(name), name).toBe(true);
    }
    const izegem = footerShops(SHOP_CONTACT, 'nl-NL').find((s) => s.city === 'Izegem');
    const onMap = mapLocations(SHOP_CONTACT, 'nl-NL').find((s) => s.city === 'Izegem');
    expect(izegem?.address).toBe('Kachtemsestraat 270, 8870 Izegem');
    expect(onMap?.address).toBe(izegem?.address);
    expect(branchNames(SHOP_CONTACT, 'nl-NL').get('IMI_IZE')).toBe(izegem?.name);
    const antwerpen = footerShops(SHOP_CONTACT, 'nl-NL')[0];
    expect(organizationJsonLd(SHOP_CONTACT, SHOP)).toMatchObject({
      telephone: antwerpen?.phone,
      email: SHOP_CONTACT.email,
      address: { streetAddress: 'Noorderlaan 120', postalCode: '2030', addressLocality: 'Antwerpen' },
    });
    expect(contactCard(SHOP_CONTACT)).toEqual({ phone: antwerpen?.phone, email: SHOP_CONTACT.email });
  });

  it('uses the translated names and cities of each language', () => {
    expect(branchNames(SHOP_CONTACT, 'de-DE').get('IML_LIE')).toBe('Indumex Lüttich');
    expect(branchNames(SHOP_CONTACT, 'nl-NL').get('IML_LIE')).toBe('Indumex Luik');
    const south = footerRegions(SHOP_CONTACT, 'fr-FR').find((r) => r.region === 'south');
    expect(south?.contacts.map((c) => c.city)).toEqual(['Wavre', 'Charleroi']);
  });

  it('changing the source changes footer, map, JSON-LD, contact card and branch names together', () => {
    const moved: ShopContact = {
      ...SHOP_CONTACT,
      email: 'info@shop.example',
      locations: SHOP_CONTACT.locations.map((l) =>
        l.code === 'IMM_MEL'
          ? {
              ...l,
              name: 'Indumex Gent-Melle',
              street: 'Nieuwstraat 1',
              phone: '+32 9 111 11 11',
              headquarters: true,
            }
          : { ...l, headquarters: false },
      ),
    };
    const melle = footerShops(moved, 'nl-NL').find((s) => s.city === 'Melle');
    expect(melle).toMatchObject({ name: 'Indumex Gent-Melle', address: 'Nieuwstraat 1, 9090 Melle' });
    expect(footerRegions(moved, 'nl-NL').find((r) => r.region === 'west')?.contacts[1]).toEqual(melle);
    expect(mapLocations(moved, 'nl-NL').find((s) => s.city === 'Melle')).toMatchObject(melle ?? {});
    expect(branchNames(moved, 'nl-NL').get('IMM_MEL')).toBe('Indumex Gent-Melle');
    expect(organizationJsonLd(moved, SHOP)).toMatchObject({
      telephone: '+32 9 111 11 11',
      address: { streetAddress: 'Nieuwstraat 1', addressLocality: 'Melle' },
    });
    expect(contactCard(moved)).toEqual({ phone: '+32 9 111 11 11', email: 'info@shop.example' });
  });

  it('without settings the JSON-LD names only the shop', () => {
    expect(organizationJsonLd(null, SHOP)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      ...SHOP,
    });
  });
});
