import type { APIRoute } from 'astro';
import { historyApi } from '../../../../api/history.ts';
import { passDocument, segmentsAfter } from '../../../../components/account/documents.ts';

export const prerender = false;

/** The offer's PDF, fetched with the visitor's session (the account guard has run before). */
export const GET: APIRoute = ({ locals }) => {
  const [number = ''] = segmentsAfter(locals.path, '/account/offers/');
  return passDocument(() => historyApi(locals.storeApi).offerPdf(number));
};
