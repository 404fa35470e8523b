import { randomUUID } from 'node:crypto';
import { decimal2 } from '../../documents/totals.ts';
import type { CxmlCredential } from './setup-request.ts';
import { buildCxml } from './xml.ts';

/** The cXML documents the shop sends: setup response, status responses and the PunchOutOrderMessage. */

const USER_AGENT = 'Indumex B2B shop';

/** cXML's envelope attributes: a unique payloadID and the creation time. */
function envelope(host: string) {
  return {
    '@_payloadID': `${Date.now()}.${randomUUID()}@${host}`,
    '@_timestamp': new Date().toISOString(),
    '@_xml:lang': 'en',
  };
}

const credentials = (list: CxmlCredential[]) => ({
  Credential: list.map((c) => ({ '@_domain': c.domain, Identity: c.identity })),
});

/** `<Response><Status code text>detail</Status></Response>`: errors (4xx) and plain OKs. */
export function statusResponse(host: string, code: number, text: string, detail = ''): string {
  return buildCxml({
    ...envelope(host),
    Response: { Status: { '@_code': String(code), '@_text': text, ...(detail ? { '#text': detail } : {}) } },
  });
}

/** Status 200 with the one-time StartPage URL the buyer's browser opens. */
export function setupResponse(host: string, startUrl: string): string {
  return buildCxml({
    ...envelope(host),
    Response: {
      Status: { '@_code': '200', '@_text': 'success' },
      PunchOutSetupResponse: { StartPage: { URL: startUrl } },
    },
  });
}

export interface CxmlOrderItem {
  supplierPartId: string;
  auxiliaryId?: string;
  quantity: number;
  /** Net, in thousandths of a euro. */
  unitPriceMilli: number;
  description: string;
  /** UN/CEFACT code, e.g. C62 (piece), MTR, KGM. */
  unitOfMeasure: string;
  classification: { domain: string; code: string };
  manufacturerPartId?: string;
  manufacturerName?: string;
  leadTimeDays?: number;
}

export interface CxmlOrderMessageInput {
  host: string;
  /** The buyer's identities (the setup request's From) and the shop's (its To). */
  buyer: CxmlCredential[];
  supplier: CxmlCredential[];
  buyerCookie: string;
  operation: 'create' | 'edit' | 'inspect';
  /** Description language, e.g. en-GB. */
  lang: string;
  /** Net, in thousandths of a euro. */
  totalMilli: number;
  items: CxmlOrderItem[];
}

/** Thousandths of a euro as a cXML number: two decimals, three when the price has a tenth of a cent. */
const amount = (milli: number) => (milli % 10 === 0 ? decimal2(milli / 10) : (milli / 1000).toFixed(3));
const money = (milli: number) => ({ Money: { '@_currency': 'EUR', '#text': amount(milli) } });

function itemIn(item: CxmlOrderItem, lang: string) {
  return {
    '@_quantity': String(item.quantity),
    ItemID: {
      SupplierPartID: item.supplierPartId,
      ...(item.auxiliaryId ? { SupplierPartAuxiliaryID: item.auxiliaryId } : {}),
    },
    // Element order is the DTD's: UnitPrice, Description, UnitOfMeasure, Classification, Manufacturer…, LeadTime.
    ItemDetail: {
      UnitPrice: money(item.unitPriceMilli),
      Description: { '@_xml:lang': lang, '#text': item.description },
      UnitOfMeasure: item.unitOfMeasure,
      Classification: { '@_domain': item.classification.domain, '#text': item.classification.code },
      ...(item.manufacturerPartId ? { ManufacturerPartID: item.manufacturerPartId } : {}),
      ...(item.manufacturerName ? { ManufacturerName: item.manufacturerName } : {}),
      ...(item.leadTimeDays !== undefined ? { LeadTime: String(item.leadTimeDays) } : {}),
    },
  };
}

/**
 * The cart as a PunchOutOrderMessage. A cart from an inspect session may only be inspected again;
 * create and edit sessions allow a later edit.
 */
export function orderMessage(input: CxmlOrderMessageInput): string {
  return buildCxml({
    ...envelope(input.host),
    Header: {
      From: credentials(input.supplier),
      To: credentials(input.buyer),
      Sender: { ...credentials(input.supplier), UserAgent: USER_AGENT },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: input.buyerCookie,
        PunchOutOrderMessageHeader: {
          '@_operationAllowed': input.operation === 'inspect' ? 'inspect' : 'edit',
          Total: money(input.totalMilli),
        },
        ItemIn: input.items.map((item) => itemIn(item, input.lang)),
      },
    },
  });
}
