import type { InvoiceQuery, OfferQuery } from '../shared/schemas/history.ts';
import type { Pager } from './account.ts';
import type { Cart } from './cart-types.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the offer and invoice histories (§7 offer/history, invoice/history).

export interface OfferSummary {
  offerNumber: string;
  date: string;
  clientReference: string | null;
  status: 'open' | 'processed';
  lineCount: number;
  /** null without ROLE_VIEW_PRICES, like every amount below. */
  amountNet: number | null;
}

export interface OfferLine {
  productNumber: string;
  customerArticleNumber: string | null;
  label: string;
  quantity: number;
  unitPrice: number | null;
  totalPrice: number | null;
  deliveryDate: string | null;
}

export interface OfferDetail extends OfferSummary {
  comment: string | null;
  /** Last day it can be taken into the cart (YYYY-MM-DD), or null. */
  validUntil: string | null;
  /** Why it cannot be taken into the cart (a B2B__OFFER_… code), or null when it can. */
  refusal: string | null;
  lines: OfferLine[];
}

/** §3 Invoice. */
export interface InvoiceSummary {
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  customerReference: string | null;
  invoiceUrl: string | null;
  deliveryProofUrl: string | null;
  shippingNoteNumber: string | null;
}

export interface InvoiceDetail extends InvoiceSummary {
  dueDate: string;
  lines: {
    productNumber: string;
    customerArticleNumber: string | null;
    name: string;
    quantity: number;
    unitPrice: number | null;
  }[];
}

export interface HistoryList<T> {
  elements: T[];
  pager: Pager;
}

/** The query as URL parameters, defaults and empty values left out. */
const search = (query: Partial<Record<string, string | number>>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== '' && value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};
const one = (key: string, value: string) => search({ [key]: value });

export const historyApi = (api: StoreApiClient) => ({
  listOffers: (query: OfferQuery) =>
    api.request<HistoryList<OfferSummary>>('GET', `/b2b/offer/history${search(query)}`),
  getOffer: (offerNumber: string) =>
    api.request<OfferDetail>('GET', `/b2b/offer/history/detail${one('offerNumber', offerNumber)}`),
  /** Issue 27: the open offer's lines into the cart at its prices. */
  takeOffer: (offerNumber: string) =>
    api.request<Cart>('POST', `/b2b/offer/${encodeURIComponent(offerNumber)}/cart`),
  offerPdf: (offerNumber: string) => api.download(`/b2b/offer/history/pdf${one('offerNumber', offerNumber)}`),
  listInvoices: (query: InvoiceQuery) =>
    api.request<HistoryList<InvoiceSummary>>('GET', `/b2b/invoice/history${search(query)}`),
  getInvoice: (invoiceNumber: string) =>
    api.request<InvoiceDetail>('GET', `/b2b/invoice/history/detail${one('invoiceNumber', invoiceNumber)}`),
  invoicePdf: (invoiceNumber: string) =>
    api.download(`/b2b/invoice/history/pdf${one('invoiceNumber', invoiceNumber)}`),
  invoiceUbl: (invoiceNumber: string) =>
    api.download(`/b2b/invoice/history/ubl${one('invoiceNumber', invoiceNumber)}`),
  invoiceDeliveryProof: (invoiceNumber: string) =>
    api.download(`/b2b/invoice/history/delivery-proof${one('invoiceNumber', invoiceNumber)}`),
});
