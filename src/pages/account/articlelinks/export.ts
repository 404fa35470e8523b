import type { APIRoute } from 'astro';
import { articleLinksApi } from '../../../api/article-links.ts';
import { csvDownload } from '../../../components/account/csv-download.ts';

/** §7 export of the company's links as CSV (the account guard has checked the right; the API checks again). */
export const GET: APIRoute = ({ locals }) =>
  csvDownload(() => articleLinksApi(locals.storeApi).exportCsv(), 'article-links.csv');
