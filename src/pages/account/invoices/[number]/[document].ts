import type { APIRoute } from 'astro';
import { historyApi } from '../../../../api/history.ts';
import { passDocument } from '../../../../components/account/documents.ts';

export const prerender = false;

/** The invoice's documents (§3 invoice link, delivery-proof link) and its Peppol BIS Billing 3.0 UBL. */
const DOCUMENTS = {
  pdf: 'invoicePdf',
  ubl: 'invoiceUbl',
  'delivery-proof': 'invoiceDeliveryProof',
} as const;

/** Fetched with the visitor's session; the account guard has checked the section before. */
export const GET: APIRoute = ({ locals, params }) => {
  const kind = params.document as keyof typeof DOCUMENTS;
  if (!Object.hasOwn(DOCUMENTS, kind)) return new Response(null, { status: 404 });
  const api = historyApi(locals.storeApi);
  return passDocument(() => api[DOCUMENTS[kind]](params.number ?? ''));
};
