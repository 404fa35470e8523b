import type { BudgetState, Cart, CartLineItem } from '../../api/cart-types.ts';
import { translate } from '../../shared/locales.ts';
import { calculatedPrice } from '../catalog/pricing.ts';
import { optionsByIds, type PropertyOptionView } from '../catalog/properties.ts';
import { taxId } from '../catalog/tax.ts';
import type { StoreContext } from '../http/context.ts';
import { mediaByIds } from '../media/view.ts';
import { punchoutCartExtensions } from '../punchout/cart-forms.ts';
import { productPath } from '../seo/paths.ts';
import type { BudgetCheck, CartCalc, PricedLine } from './calculate.ts';
import { pricedOption } from './company-rules.ts';
import { translatedCartError } from './error-texts.ts';
import { fromMilli } from './rules.ts';
import type { CartRow } from './store.ts';
import { STANDARD_VAT_BP } from './totals.ts';

const eur = (milli: number) => milli / 1000;

/** A budget's state; its amounts are money too, so a buyer who may not see prices gets only the outcome. */
function budgetView(b: BudgetCheck, hidden: boolean): BudgetState {
  return {
    budget: hidden ? 0 : eur(b.budget),
    remaining: hidden ? 0 : eur(b.remaining),
    approveFrom: b.approveFrom === null || hidden ? null : eur(b.approveFrom),
    exceeded: b.exceeded,
    requiresApproval: b.requiresApproval,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    raisedBy: b.raisedBy,
  };
}

/**
 * Shopware's cart shape plus the §3 extensions; money in euros with 3 decimals at most. For a buyer
 * without ROLE_VIEW_PRICES (`pricesHidden`) no amount leaves: line prices are null and the totals 0.
 */
export async function cartView(ctx: StoreContext, cartRow: CartRow | null, priced: CartCalc): Promise<Cart> {
  const calc = priced.pricesHidden ? withoutAmounts(priced) : priced;
  const covers = await mediaByIds(
    ctx,
    calc.lines.map((l) => l.product?.coverMediaId ?? null),
  );
  const options = await optionsByIds(
    ctx,
    calc.lines.flatMap((l) => l.product?.optionIds ?? []),
  );
  const lineItems = calc.lines.map((l) => lineView(ctx, l, covers, options));
  // Shipping is taxed at the standard rate, as the totals add it (./totals.ts).
  const shippingCosts = calculatedPrice(calc.shipping, null, STANDARD_VAT_BP);
  return {
    apiAlias: 'cart',
    token: ctx.token,
    name: 'b2b-cart',
    lineItems,
    errors: Object.fromEntries(calc.errors.map((e) => [e.key, translatedCartError(e, ctx.locale)])),
    price: {
      apiAlias: 'cart_price',
      netPrice: eur(calc.net),
      totalPrice: eur(calc.gross),
      positionPrice: eur(calc.goods - calc.discount),
      calculatedTaxes: calc.taxes.map((t) => ({
        apiAlias: 'cart_tax_calculated' as const,
        taxRate: t.taxRate,
        tax: eur(t.tax),
        price: eur(t.price),
      })),
      taxStatus: 'net',
      rawTotal: eur(calc.gross),
      taxRules: calc.taxes.map((t) => ({ taxRate: t.taxRate, percentage: 100 })),
    },
    deliveries: shippingCosts ? [{ shippingCosts }] : [],
    productCount: lineItems.filter((l) => l.type === 'product').length,
    customerComment: null,
    extensions: {
      minimumCartValue: {
        additionalCost: eur(calc.settings.minimumOrderAdditionalCost),
        minimumValue: eur(calc.settings.minimumOrderValue),
        applies: calc.minimumApplies,
      },
      freeShipping: {
        limit: eur(calc.settings.freeShippingLimit),
        missing: eur(Math.max(0, calc.settings.freeShippingLimit - (calc.goods - calc.discount))),
      },
      orderReferenceBudget: calc.reference
        ? {
            ...budgetView(calc.reference, calc.pricesHidden),
            orderReferenceId: calc.reference.id,
            name: calc.reference.name,
          }
        : null,
      'order-reference-id': { orderReferenceId: cartRow?.orderReferenceId ?? null },
      orderFlowBudget: calc.flow
        ? { ...budgetView(calc.flow, calc.pricesHidden), flowId: calc.flow.id, name: calc.flow.name }
        : null,
      costCentre: { externalContactId: cartRow?.externalContactId ?? null },
      shippingOption: pricedOption(calc.rules, cartRow?.shippingOption === 'pickup' ? 'pickup' : 'delivery'),
      paymentMethods: [...calc.paymentMethods],
      shippingOptions: [...calc.rules.shippingOptions],
      shippingMethods: [...calc.rules.shippingMethods],
      pricesHidden: calc.pricesHidden,
      ...(await punchoutCartExtensions(ctx, calc)),
    },
  };
}

/** The calculation as a buyer who may not see prices gets it: the checks' outcome, no amount. */
function withoutAmounts(calc: CartCalc): CartCalc {
  const none = { minimumOrderValue: 0, minimumOrderAdditionalCost: 0, freeShippingLimit: 0, shippingCost: 0 };
  return {
    ...calc,
    lines: calc.lines.map((l) => ({ ...l, unitMilli: null, totalMilli: 0 })),
    goods: 0,
    discount: 0,
    additionalCost: 0,
    shipping: 0,
    net: 0,
    gross: 0,
    taxes: [],
    settings: none,
  };
}

function lineView(
  ctx: StoreContext,
  l: PricedLine,
  covers: Awaited<ReturnType<typeof mediaByIds>>,
  options: Map<string, PropertyOptionView>,
): CartLineItem {
  const { line, product, promotion } = l;
  if (!product) {
    const discountPercent = (promotion?.discountBp ?? 0) / 100;
    return {
      apiAlias: 'cart_line_item',
      id: line.id,
      type: 'promotion',
      referencedId: line.promotionCode ?? '',
      sku: null,
      label: (promotion && translate(promotion.translations, 'name', ctx.locale)) ?? line.promotionCode ?? '',
      quantity: 1,
      good: false,
      removable: true,
      stackable: false,
      cover: null,
      price: null,
      quantityInformation: null,
      payload: { code: line.promotionCode ?? '', discountPercent },
    };
  }
  const quantity = fromMilli(line.quantityMilli);
  const label = translate(product.translations, 'name', ctx.locale) ?? product.productNumber;
  const cover = product.coverMediaId ? covers.get(product.coverMediaId) : undefined;
  return {
    apiAlias: 'cart_line_item',
    id: line.id,
    type: 'product',
    referencedId: product.id,
    sku: product.productNumber,
    label,
    quantity: Math.ceil(quantity),
    good: true,
    removable: true,
    // A line taken from an offer keeps the offer's quantity (and price).
    stackable: line.unitPriceMilli === null,
    cover: cover ?? null,
    price: calculatedPrice(l.unitMilli, product.listPriceMilli, product.taxRateBp, quantity),
    quantityInformation: {
      minPurchase: product.minPurchase,
      maxPurchase: product.maxPurchase,
      purchaseSteps: product.purchaseSteps,
    },
    // Shopware's product payload: the article's id, name, tax and variant options, then the shop's fields.
    payload: {
      type: 'physical',
      id: product.id,
      name: label,
      taxId: taxId(product.taxRateBp),
      options: product.optionIds.flatMap((id) => {
        const o = options.get(id);
        const option = { group: o?.group.name ?? '', option: o?.name ?? '' };
        return o ? [{ ...option, translated: option }] : [];
      }),
      productNumber: product.productNumber,
      manufacturerId: product.manufacturerId,
      propertyIds: product.propertyIds,
      'article-float-qty': quantity,
      unit: product.unit,
      stock: product.stock,
      seoPath: productPath(translate(product.translations, 'slug', ctx.locale), product.productNumber),
      customFields: line.comment ? { order_detail_text: line.comment } : {},
    },
  };
}
