import type { APIRoute } from 'astro';
import { articleLinksApi } from '../../../api/article-links.ts';
import { csvDownload } from '../../../components/account/csv-download.ts';

/** §7 the import template: the header row the import expects. */
export const GET: APIRoute = ({ locals }) =>
  csvDownload(() => articleLinksApi(locals.storeApi).template(), 'article-links-template.csv');
