import { type ContactLocation, REGIONS, type Region, type ShopContact } from './schemas/contact.ts';

export interface ContactPoint {
  name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
}

/** A location in the visitor's language: its translated name and city, one address line. */
export function localized(
  location: ContactLocation,
  locale: string,
): ContactPoint & { lat: number; lon: number } {
  const own = location.translated[locale] ?? {};
  const city = own.city ?? location.city;
  return {
    name: own.name ?? location.name,
    city,
    address: `${location.street}, ${location.postalCode} ${city}`,
    phone: location.phone,
    email: location.email,
    lat: location.lat,
    lon: location.lon,
  };
}

/** §2 footer: the regional contact blocks, east, south, west and north, each with its places. */
export function footerRegions(
  contact: ShopContact,
  locale: string,
): { region: Region; contacts: ContactPoint[] }[] {
  return REGIONS.map((region) => ({
    region,
    contacts: contact.locations.filter((l) => l.region === region).map((l) => localized(l, locale)),
  })).filter((r) => r.contacts.length > 0);
}

/** §2 footer: the shop locations. */
export const footerShops = (contact: ShopContact, locale: string): ContactPoint[] =>
  contact.locations.filter((l) => l.shop).map((l) => localized(l, locale));

/** The places of the location map, in the visitor's language. */
export const mapLocations = (contact: ShopContact, locale: string) =>
  contact.locations.map((l) => localized(l, locale));

/** Display names of the §3 branch codes (stock per branch). */
export const branchNames = (contact: ShopContact, locale: string): Map<string, string> =>
  new Map(contact.locations.flatMap((l) => (l.code ? [[l.code, localized(l, locale).name]] : [])));

/** The shop's one phone line: the headquarters'. */
export const shopPhone = (contact: ShopContact): string | null =>
  contact.locations.find((l) => l.headquarters)?.phone ?? null;

/** The contact card's lines: the shop's phone and general mailbox. */
export const contactCard = (contact: ShopContact) => ({ phone: shopPhone(contact), email: contact.email });

/** §2 structured organisation data: the headquarters' address and phone, the general mailbox. */
export function organizationJsonLd(
  contact: ShopContact | null,
  shop: { name: string; url: string; logo: string },
) {
  const hq = contact?.locations.find((l) => l.headquarters);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
    ...(contact && { email: contact.email }),
    ...(hq && {
      telephone: hq.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: hq.street,
        postalCode: hq.postalCode,
        addressLocality: hq.city,
        addressCountry: 'BE',
      },
    }),
  };
}

/** `tel:` link of a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
