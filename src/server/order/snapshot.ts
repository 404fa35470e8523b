import { and, eq, inArray } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import { articleLink, country, customerAddress, type OrderAddressSnapshot } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { violation } from '../http/validate.ts';

/**
 * A company address as it was when ordered (later edits to the address book do not change orders).
 * An address of another company is refused as unknown; `field` names the request field for the error.
 */
export async function addressSnapshot(
  db: Db,
  companyId: string,
  addressId: string | null,
  field?: string,
): Promise<OrderAddressSnapshot | null> {
  const [row] = addressId
    ? await db
        .select({ address: customerAddress, country })
        .from(customerAddress)
        .innerJoin(country, eq(country.id, customerAddress.countryId))
        .where(and(eq(customerAddress.id, addressId), eq(customerAddress.companyId, companyId)))
    : [];
  if (!row) {
    if (field) throw ApiError.fromItems(400, [violation('INVALID_VALUE', field, 'Unknown address.')]);
    return null;
  }
  const { address } = row;
  return {
    name: address.name,
    street: address.street,
    streetNumber: address.streetNumber,
    box: address.box,
    zipcode: address.zipcode,
    city: address.city,
    country: translate(row.country.translations, 'name', 'nl-NL') ?? row.country.iso,
  };
}

/** The company's own article numbers of the ordered products (§3 Order line: customer article number). */
export async function customerSkus(db: Db, companyId: string, productIds: string[]) {
  if (!productIds.length) return new Map<string, string>();
  const rows = await db
    .select({ productId: articleLink.productId, sku: articleLink.customerSku })
    .from(articleLink)
    .where(and(eq(articleLink.companyId, companyId), inArray(articleLink.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.sku]));
}
