import { asc, inArray } from 'drizzle-orm';
import { stableId } from '../../../shared/ids.ts';
import { euroAmount as eur, euroPrice } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import {
  company,
  country,
  customer,
  type customerOrder,
  externalContact,
  language,
  orderLineItem,
} from '../../db/schema/index.ts';
import { hexId } from '../sync/report.ts';
import { euroId } from '../sync/service.ts';
import { stateEntity } from './states.ts';

type OrderRow = typeof customerOrder.$inferSelect;
type LineRow = typeof orderLineItem.$inferSelect;
type Address = NonNullable<OrderRow['deliveryAddress']>;

/** Shopware's live version: the Admin API names it on every versioned entity (orders are). */
const LIVE_VERSION = '0fa91ce3e96a4bc2be4bd9ce752c3425';
/** The shop rounds to the cent, net prices being the ones charged (B2B). */
const ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true };
/** Ids of what the shop has no table for, stable per name, as Shopware's ids are per row. */
const idOf = (name: string) => hexId(stableId(name));

/** Shopware's price of an order line or payment: `quantity` at `unit` (thousandths), net, the VAT apart. */
const calculated = (unit: number, total: number, quantity: number) => ({
  unitPrice: euroPrice(unit),
  totalPrice: eur(total),
  quantity,
});

/** The shop's order lines as Shopware's, with the B2B facts in the payload. */
const lineItem = (orderId: string, l: LineRow) => {
  const quantity = l.quantityMilli / 1000;
  return {
    id: hexId(l.id),
    versionId: LIVE_VERSION,
    orderId,
    orderVersionId: LIVE_VERSION,
    identifier: l.productId ? hexId(l.productId) : l.productNumber,
    referencedId: l.productId ? hexId(l.productId) : undefined,
    productId: l.productId ? hexId(l.productId) : undefined,
    type: 'product',
    label: l.label,
    quantity,
    position: l.position,
    unitPrice: euroPrice(l.unitPrice),
    totalPrice: eur(l.totalPrice),
    price: calculated(l.unitPrice, l.totalPrice, quantity),
    good: true,
    payload: {
      productNumber: l.productNumber,
      b2b_unit: l.unit,
      b2b_tax_rate: l.taxRateBp / 100,
      b2b_comment: l.comment,
      b2b_customer_article_number: l.customerSku,
    },
    children: [],
    states: [],
    apiAlias: 'order_line_item',
  };
};

/** An address snapshot of the order as Shopware's order address (the company is the name a buyer gave). */
const address = (
  id: string,
  orderId: string,
  a: Address,
  person: { firstName: string; lastName: string },
  countries: Map<string, string>,
) => ({
  id,
  versionId: LIVE_VERSION,
  orderId,
  countryId: countries.get(a.country) ?? idOf(`country:${a.country}`),
  company: a.name,
  firstName: person.firstName,
  lastName: person.lastName,
  street: [a.street, a.streetNumber, a.box && `bus ${a.box}`].filter(Boolean).join(' '),
  zipcode: a.zipcode,
  city: a.city,
  apiAlias: 'order_address',
});

/** The cost centres (external contacts or contracts) the orders were booked on. */
async function costCentresOf(db: Db, rows: OrderRow[]) {
  const ids = rows.flatMap((r) => (r.externalContactId ? [r.externalContactId] : []));
  const found = ids.length
    ? await db.select().from(externalContact).where(inArray(externalContact.id, ids))
    : [];
  return new Map(found.map((c) => [c.id, { identifier: c.identifier, name: c.name, kind: c.kind }]));
}

/** The approver as the ERP names people: id, name, e-mail (null once the user is deleted). */
const decider = (c: { id: string; firstName: string; lastName: string; email: string } | undefined) =>
  c ? { id: hexId(c.id), name: `${c.firstName} ${c.lastName}`, email: c.email } : null;

/**
 * Orders as the Admin API's `order` entity (Shopware 6.7) with lines, customer, addresses, delivery
 * and transaction, and in `customFields` what an ERP needs beyond Shopware's order: the company and
 * its number, the order reference with suffix and file number, the requested delivery date, the
 * shipping option and pickup point, and who approved the order and when.
 */
export async function orderEntities(db: Db, rows: OrderRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, customers, companies, countries, languages, currencyId] = await Promise.all([
    db
      .select()
      .from(orderLineItem)
      .where(inArray(orderLineItem.orderId, ids))
      .orderBy(asc(orderLineItem.position)),
    db
      .select()
      .from(customer)
      .where(
        inArray(
          customer.id,
          rows.flatMap((r) => [r.customerId, r.decidedBy].filter((c) => c !== null)),
        ),
      ),
    db
      .select()
      .from(company)
      .where(
        inArray(
          company.id,
          rows.map((r) => r.companyId),
        ),
      ),
    db.select({ id: country.id, iso: country.iso }).from(country),
    db.select({ id: language.id, localeCode: language.localeCode }).from(language),
    euroId(db),
  ]);
  const costCentres = await costCentresOf(db, rows);
  const byCustomer = new Map(customers.map((c) => [c.id, c]));
  const byCompany = new Map(companies.map((c) => [c.id, c]));
  const countryIds = new Map(countries.map((c) => [c.iso, hexId(c.id)]));
  const languageIds = new Map(languages.map((l) => [l.localeCode, hexId(l.id)]));
  return rows.map((o) => {
    const id = hexId(o.id);
    const buyer = o.customerId ? byCustomer.get(o.customerId) : undefined;
    const firm = byCompany.get(o.companyId);
    const person = { firstName: buyer?.firstName ?? '', lastName: buyer?.lastName ?? firm?.name ?? '' };
    const billingAddressId = idOf(`order-billing:${o.id}`);
    const deliveryAddressId = idOf(`order-delivery-address:${o.id}`);
    const addresses = [
      ...(o.billingAddress ? [address(billingAddressId, id, o.billingAddress, person, countryIds)] : []),
      ...(o.deliveryAddress ? [address(deliveryAddressId, id, o.deliveryAddress, person, countryIds)] : []),
    ];
    const state = stateEntity('order.state', o.status);
    const placed = o.createdAt.toISOString();
    const requested = o.shippingDate ? new Date(`${o.shippingDate}T00:00:00Z`).toISOString() : placed;
    return {
      id,
      versionId: LIVE_VERSION,
      orderNumber: o.orderNumber,
      billingAddressId,
      currencyId: hexId(currencyId),
      languageId: languageIds.get(o.locale) ?? idOf(`language:${o.locale}`),
      salesChannelId: hexId(o.salesChannelId),
      orderDateTime: placed,
      orderDate: placed.slice(0, 10),
      price: {
        netPrice: eur(o.amountNet),
        totalPrice: eur(o.amountTotal),
        positionPrice: eur(lines.filter((l) => l.orderId === o.id).reduce((sum, l) => sum + l.totalPrice, 0)),
        rawTotal: eur(o.amountTotal),
        taxStatus: 'net',
      },
      amountTotal: eur(o.amountTotal),
      amountNet: eur(o.amountNet),
      taxStatus: 'net',
      shippingCosts: { unitPrice: eur(o.shippingTotal), totalPrice: eur(o.shippingTotal), quantity: 1 },
      shippingTotal: eur(o.shippingTotal),
      currencyFactor: 1,
      customerComment: o.customerComment ?? undefined,
      stateId: state.id,
      stateMachineState: state,
      itemRounding: ROUNDING,
      totalRounding: ROUNDING,
      createdAt: placed,
      customFields: {
        b2b_company_number: firm?.number,
        b2b_company_name: firm?.name,
        b2b_order_reference: o.orderReferenceName,
        b2b_order_reference_suffix: o.orderReferenceSuffix,
        b2b_file_number: o.fileNumber,
        b2b_requested_delivery_date: o.shippingDate,
        b2b_shipping_option: o.shippingOption,
        b2b_split_delivery: o.shippingMethod,
        b2b_pickup_location: o.pickupPlace?.name ?? null,
        b2b_additional_cost: eur(o.additionalCost),
        b2b_discount: eur(o.discount),
        b2b_placed_by_staff: o.impersonatorId !== null,
        b2b_erp_order_number: o.erpOrderNumber,
        b2b_cost_centre: o.externalContactId ? (costCentres.get(o.externalContactId) ?? null) : null,
        b2b_approved_by:
          o.status !== 'declined' ? decider(o.decidedBy ? byCustomer.get(o.decidedBy) : undefined) : null,
        b2b_approved_at: o.status !== 'declined' ? (o.decidedAt?.toISOString() ?? null) : null,
        b2b_punchout: o.punchoutProtocol,
      },
      orderCustomer: {
        id: idOf(`order-customer:${o.id}`),
        versionId: LIVE_VERSION,
        orderId: id,
        customerId: buyer ? hexId(buyer.id) : undefined,
        email: buyer?.email ?? '',
        firstName: person.firstName,
        lastName: person.lastName,
        company: firm?.name,
        customerNumber: firm?.number,
        vatIds: firm?.vatId ? [firm.vatId] : [],
        apiAlias: 'order_customer',
      },
      addresses,
      billingAddress: addresses[0],
      lineItems: lines.filter((l) => l.orderId === o.id).map((l) => lineItem(id, l)),
      deliveries: [
        {
          id: hexId(o.deliveryId),
          versionId: LIVE_VERSION,
          orderId: id,
          shippingOrderAddressId: o.deliveryAddress ? deliveryAddressId : billingAddressId,
          shippingMethodId: idOf(`shipping-method:${o.shippingMethod}`),
          stateId: stateEntity('order_delivery.state', o.deliveryState).id,
          stateMachineState: stateEntity('order_delivery.state', o.deliveryState),
          shippingDateEarliest: requested,
          shippingDateLatest: requested,
          trackingCodes: o.trackingCodes,
          apiAlias: 'order_delivery',
        },
      ],
      transactions: [
        {
          id: hexId(o.transactionId),
          versionId: LIVE_VERSION,
          orderId: id,
          paymentMethodId: idOf(`payment-method:${o.paymentMethod}`),
          amount: calculated(o.amountTotal, o.amountTotal, 1),
          stateId: stateEntity('order_transaction.state', o.paymentState).id,
          stateMachineState: stateEntity('order_transaction.state', o.paymentState),
          apiAlias: 'order_transaction',
        },
      ],
      apiAlias: 'order',
    };
  });
}
