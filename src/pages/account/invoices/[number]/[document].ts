import type { APIRoute } from 'astro';
import { historyApi } from '../../../../api/history.ts';
import { passDocument, segmentsAfter } from '../../../../components/account/documents.ts';

export const prerender = false;

/** The invoice's documents (§3 invoice link, delivery-proof link) and its Peppol BIS Billing 3.0 UBL. */
const DOCUMENTS = {
  pdf: 'invoicePdf',
  ubl: 'invoiceUbl',
  'delivery-proof': 'invoiceDeliveryProof',
} as const;

/** Fetched with the visitor's session; the account guard has checked the section before. */
export const GET: APIRoute = ({ locals }) => {
  const [number = '', kind = '', ...rest] = segmentsAfter(locals.path, '/account/invoices/');
  if (rest.length || !Object.hasOwn(DOCUMENTS, kind)) return new Response(null, { status: 404 });
  const api = historyApi(locals.storeApi);
  return passDocument(() => api[DOCUMENTS[kind as keyof typeof DOCUMENTS]](number));
};
