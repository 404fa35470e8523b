import { asc, desc, eq } from 'drizzle-orm';
import type { OrderAddress } from '../../api/cart-types.ts';
import { company, country, customerAddress } from '../db/schema/index.ts';
import type { DocumentParty } from '../documents/types.ts';
import type { StoreContext } from '../http/context.ts';

const streetLine = (a: Pick<OrderAddress, 'street' | 'streetNumber' | 'box'>) =>
  [a.street, a.streetNumber, a.box ? `bus ${a.box}` : null].filter(Boolean).join(' ');

/**
 * The buyer of a document: the company's name and VAT number at the given billing address (an order's
 * snapshot), else at the company's first address (delivery default first).
 */
export async function buyerParty(
  ctx: StoreContext,
  companyId: string,
  billing?: OrderAddress | null,
): Promise<DocumentParty> {
  const [row] = await ctx.db.select().from(company).where(eq(company.id, companyId));
  const [address] = billing
    ? [{ ...billing, iso: billing.country }]
    : await ctx.db
        .select({
          street: customerAddress.street,
          streetNumber: customerAddress.streetNumber,
          box: customerAddress.box,
          zipcode: customerAddress.zipcode,
          city: customerAddress.city,
          iso: country.iso,
        })
        .from(customerAddress)
        .innerJoin(country, eq(country.id, customerAddress.countryId))
        .where(eq(customerAddress.companyId, companyId))
        .orderBy(desc(customerAddress.defaultDelivery), asc(customerAddress.id))
        .limit(1);
  return {
    name: row?.name ?? '',
    vatNumber: row?.vatId ?? '',
    street: address ? streetLine(address) : '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    countryCode: address?.iso ?? 'BE',
  };
}
