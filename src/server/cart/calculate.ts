import { sql } from 'drizzle-orm';
import type { BudgetState, CartError } from '../../api/cart-types.ts';
import { lineNet } from '../../shared/money.ts';
import type { PaymentMethod } from '../../shared/schemas/cart.ts';
import { SPENDING_STATUSES } from '../budget/period.ts';
import { type BudgetContact, budgetRaisers } from '../budget/raisers.ts';
import { type BudgetRow, flowBudget, referenceBudget } from '../budget/state.ts';
import { unitPrices } from '../catalog/pricing.ts';
import { soldOut } from '../catalog/stock.ts';
import { pricingViewer, type Viewer } from '../catalog/viewer.ts';
import { type Db, queryRows } from '../db/client.ts';
import type { StoreContext } from '../http/context.ts';
import { type CompanyRules, companyRules, pricedOption } from './company-rules.ts';
import type { CartRow, LoadedLine } from './store.ts';
import { type CheckoutSettings, priceTotals } from './totals.ts';

const NO_LIMITS: CheckoutSettings = {
  minimumOrderValue: 0,
  minimumOrderAdditionalCost: 0,
  freeShippingLimit: 0,
  shippingCost: 0,
};
export const settingsOf = (ctx: StoreContext): CheckoutSettings => ({
  ...NO_LIMITS,
  ...(ctx.salesChannel.customFields.checkout as Partial<CheckoutSettings> | undefined),
});

export interface PricedLine extends LoadedLine {
  unitMilli: number | null;
  totalMilli: number;
}
export type BudgetCheck = BudgetRow &
  Pick<BudgetState, 'exceeded' | 'requiresApproval'> & {
    /** Exceeded: who can raise this budget, so the blocked buyer knows whom to ask. */
    raisedBy: BudgetContact[];
  };

export interface CartCalc {
  lines: PricedLine[];
  goods: number;
  discount: number;
  additionalCost: number;
  shipping: number;
  net: number;
  gross: number;
  taxes: { taxRate: number; tax: number; price: number }[];
  settings: CheckoutSettings;
  minimumApplies: boolean;
  flow: BudgetCheck | null;
  reference: BudgetCheck | null;
  paymentMethods: PaymentMethod[];
  /** The company's payment and shipping choices (company-rules.ts), before the credit limit. */
  rules: CompanyRules;
  errors: CartError[];
  /** A buyer without ROLE_VIEW_PRICES: priced for real, but the views show no amount. */
  pricesHidden: boolean;
}

const error = (
  key: string,
  level: CartError['level'],
  parameters: CartError['parameters'] = {},
  message = key,
): CartError => ({ key, messageKey: key, message, level, block: level === 20, parameters });
const eur = (milli: number) => milli / 1000;

/**
 * An error's money parameters as the buyer may see them: none for a buyer without ROLE_VIEW_PRICES,
 * who is told the check's outcome only (issue 27); the texts then read without the amount.
 */
export const shownMoney = (hidden: boolean, parameters: CartError['parameters']) =>
  hidden ? {} : parameters;

/**
 * Prices a cart for a customer: customer prices (the catalogue's pricing code, at each line's quantity,
 * the real ones even for a buyer who may not see them; a line without any price blocks the order),
 * promotions, the minimum order value's extra cost, shipping up to the free-shipping limit, VAT per
 * rate, the credit limit (invoice dropped when reached) and the flow and order-reference budgets.
 * Pickup orders carry no shipping: the cart's chosen shipping option unless `pickup` is given (the
 * order being placed). All amounts are integers (thousandths of a euro), to the cent.
 */
export async function calculateCart(
  ctx: StoreContext,
  viewer: Viewer,
  cartRow: CartRow | null,
  loaded: LoadedLine[],
  opts: { pickup?: boolean; lockReference?: boolean } = {},
): Promise<CartCalc> {
  const settings = settingsOf(ctx);
  const products = loaded.filter((l) => l.product);
  const prices = await unitPrices(
    ctx,
    await pricingViewer(ctx, viewer),
    products.map((l) => ({
      id: l.product?.id as string,
      netPriceMilli: l.product?.netPriceMilli ?? null,
      quantity: l.line.quantityMilli / 1000,
    })),
  );
  const rules = companyRules(viewer.customer?.company);
  const lines: PricedLine[] = loaded.map((l) => {
    // A line taken from an offer is charged the offer's price (offer-cart.ts).
    const unitMilli = l.product ? (l.line.unitPriceMilli ?? prices.get(l.product.id) ?? null) : null;
    const totalMilli = unitMilli === null ? 0 : lineNet(unitMilli, l.line.quantityMilli);
    return { ...l, unitMilli, totalMilli };
  });
  const discountBp = Math.min(
    10_000,
    lines.reduce((sum, l) => sum + (l.promotion?.discountBp ?? 0), 0),
  );
  const { goods, discount, additionalCost, shipping, net, gross, taxes, minimumApplies } = priceTotals(
    lines.map((l) => ({ totalMilli: l.totalMilli, taxRateBp: l.product ? l.product.taxRateBp : null })),
    discountBp,
    settings,
    opts.pickup ??
      pricedOption(rules, cartRow?.shippingOption === 'pickup' ? 'pickup' : 'delivery') === 'pickup',
  );

  const pricesHidden = !viewer.canSeePrices;
  const errors: CartError[] = lineErrors(lines);
  if (minimumApplies) {
    errors.push(
      error(
        'b2b-cart-underMinimumValue',
        10,
        shownMoney(pricesHidden, {
          minimumValue: eur(settings.minimumOrderValue),
          additionalCost: eur(settings.minimumOrderAdditionalCost),
        }),
      ),
    );
  }
  const customer = viewer.customer;
  const creditReached = customer ? await creditLimitReached(ctx.db, customer.company, gross) : false;
  if (creditReached) errors.push(error('b2b-cart-underCreditLimit', 10));
  const paymentMethods = rules.paymentMethods.filter((m) => !creditReached || m !== 'invoice');

  const [flowRow, referenceRow] = await Promise.all([
    customer ? flowBudget(ctx.db, customer.id) : null,
    cartRow?.orderReferenceId ? referenceBudget(ctx.db, cartRow.orderReferenceId, opts.lockReference) : null,
  ]);
  const raisers = (right: 'ROLE_MANAGE_ORDER_FLOWS' | 'ROLE_MANAGE_ORDER_REFERENCES') => () =>
    customer ? budgetRaisers(ctx.db, customer.companyId, right, customer.id) : Promise.resolve([]);
  const flow = flowRow && (await check(flowRow, net, raisers('ROLE_MANAGE_ORDER_FLOWS')));
  const reference = referenceRow && (await check(referenceRow, net, raisers('ROLE_MANAGE_ORDER_REFERENCES')));
  const over = (key: string, b: BudgetCheck) =>
    error(key, 20, shownMoney(pricesHidden, { remaining: eur(b.remaining) }));
  if (flow?.exceeded) errors.push(over('b2b-flow-budget-exceeded', flow));
  if (reference?.exceeded) errors.push(over('b2b-reference-budget-exceeded', reference));
  if (flow?.requiresApproval || reference?.requiresApproval) errors.push(error('b2b-approval-required', 0));
  return {
    lines,
    goods,
    discount,
    additionalCost,
    shipping,
    net,
    gross,
    taxes,
    settings,
    minimumApplies,
    flow,
    reference,
    paymentMethods,
    rules,
    errors,
    pricesHidden,
  };
}

/** Over the remaining budget: blocked. Within it but above the approve-from amount: needs approval. */
async function check(
  row: BudgetRow,
  net: number,
  raisers: () => Promise<BudgetContact[]>,
): Promise<BudgetCheck> {
  const exceeded = net > 0 && net > row.remaining;
  return {
    ...row,
    exceeded,
    raisedBy: exceeded ? await raisers() : [],
    requiresApproval: !exceeded && row.approveFrom !== null && net > row.approveFrom,
  };
}

function lineErrors(lines: PricedLine[]): CartError[] {
  return lines.flatMap(({ line, product, unitMilli }) => {
    if (line.type === 'promotion') return [];
    if (!product?.active) return [error(`product-not-found-${line.id}`, 20, { id: line.id })];
    const params = { id: line.id, sku: product.productNumber, stock: product.stock };
    if (unitMilli === null) return [error(`product-no-price-${line.id}`, 20, params)];
    if (soldOut(product)) return [error(`product-out-of-stock-${line.id}`, 20, params)];
    return product.stock * 1000 < line.quantityMilli
      ? [error(`product-stock-reached-${line.id}`, 10, params)]
      : [];
  });
}

/** Open invoice orders of the company plus this cart above its credit limit (§4: only pay in advance). */
async function creditLimitReached(
  db: Db,
  company: { id: string; creditLimit: number | null },
  gross: number,
) {
  if (company.creditLimit === null) return false;
  const statuses = sql.raw(SPENDING_STATUSES.map((s) => `'${s}'`).join(','));
  const [row] = await queryRows<{ used: number }>(
    db,
    sql`select coalesce(sum(amount_total), 0)::float8 as used from customer_order
      where company_id = ${company.id} and payment_method = 'invoice' and status in (${statuses})`,
  );
  return Number(row?.used ?? 0) + gross > company.creditLimit;
}
