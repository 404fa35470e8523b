import type { TransferForm, UnitMapping } from './types.ts';

/**
 * OCI 4.0/5.0 NEW_ITEM fields (SAP Open Catalog Interface): the lengths the receiving system
 * accepts; longer values are cut rather than rejected by the procurement system.
 */
export const OCI_LENGTHS = {
  DESCRIPTION: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  PRICEUNIT: 9,
  CURRENCY: 5,
  LEADTIME: 5,
  VENDORMAT: 40,
  MANUFACTMAT: 40,
  MATGROUP: 10,
  EXT_PRODUCT_ID: 40,
} as const;

/** One cart line as the OCI form needs it; money in thousandths of a euro (the cart's unit). */
export interface OciLine {
  description: string;
  quantity: number;
  /** The shop's unit (ST, M, KG, L, PAK), mapped to an ISO code. */
  unit: string;
  /** Net unit price in thousandths of a euro; null when the customer sees no price. */
  unitMilli: number | null;
  currency: string;
  /** Days until delivery, null when the product has no delivery time. */
  leadTimeDays: number | null;
  articleNumber: string;
  manufacturerNumber: string | null;
  materialGroup: string | null;
  productId: string;
  longText: string | null;
}

export interface OciReturn {
  hookUrl: string;
  target: string;
  okCode?: string;
  caller?: string;
}

const cut = (value: string, length: number) =>
  [...value.replace(/\s+/g, ' ').trim()].slice(0, length).join('');

/** A quantity with a dot, no thousands separators, no trailing zeros (12.5, 3, 0.125). */
export const ociQuantity = (q: number) => String(Math.round(q * 1000) / 1000);

/**
 * Price and price unit: prices have up to 3 decimals, OCI wants 2; a price with a third decimal is
 * given per 10 units instead (PRICEUNIT 10), so nothing is rounded away.
 */
export function ociPrice(unitMilli: number): { price: string; priceUnit: string } {
  return unitMilli % 10 === 0
    ? { price: (unitMilli / 1000).toFixed(2), priceUnit: '1' }
    : { price: (unitMilli / 100).toFixed(2), priceUnit: '10' };
}

/** The ISO unit code for a shop unit; an unmapped unit is passed on as is (cut to 3). */
export const ociUnit = (unit: string, mapping: UnitMapping) =>
  cut(mapping[unit]?.iso ?? unit, OCI_LENGTHS.UNIT);

/** The OCI transfer form: NEW_ITEM-…[n] fields indexed from 1, plus ~OkCode/~TARGET/~CALLER when sent. */
export function buildOciForm(lines: readonly OciLine[], back: OciReturn, mapping: UnitMapping): TransferForm {
  const fields: [string, string][] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const add = (name: string, value: string | null, length?: number) =>
      fields.push([`NEW_ITEM-${name}[${n}]`, length ? cut(value ?? '', length) : (value ?? '')]);
    const price = line.unitMilli === null ? null : ociPrice(line.unitMilli);
    add('DESCRIPTION', line.description, OCI_LENGTHS.DESCRIPTION);
    add('QUANTITY', ociQuantity(line.quantity), OCI_LENGTHS.QUANTITY);
    add('UNIT', ociUnit(line.unit, mapping));
    add('PRICE', price?.price ?? '0.00', OCI_LENGTHS.PRICE);
    add('PRICEUNIT', price?.priceUnit ?? '1', OCI_LENGTHS.PRICEUNIT);
    add('CURRENCY', line.currency, OCI_LENGTHS.CURRENCY);
    add('LEADTIME', line.leadTimeDays === null ? '' : String(line.leadTimeDays), OCI_LENGTHS.LEADTIME);
    add('VENDORMAT', line.articleNumber, OCI_LENGTHS.VENDORMAT);
    add('MANUFACTMAT', line.manufacturerNumber, OCI_LENGTHS.MANUFACTMAT);
    add('MATGROUP', line.materialGroup, OCI_LENGTHS.MATGROUP);
    add('EXT_PRODUCT_ID', line.productId, OCI_LENGTHS.EXT_PRODUCT_ID);
    // The long text has no length limit; SAP splits it into lines of 132 characters itself.
    if (line.longText) fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, line.longText.trim()]);
  });
  if (back.okCode) fields.push(['~OkCode', back.okCode]);
  if (back.caller) fields.push(['~CALLER', back.caller]);
  fields.push(['~TARGET', back.target]);
  return { action: back.hookUrl, target: back.target, fields };
}
