import type {
  ArticleLinkDetail,
  ArticleLinkList,
  ArticleLinkListQuery,
  ImportReport,
} from '../shared/schemas/article-links.ts';
import type { StoreApiClient } from './client.ts';

export type { ArticleLinkDetail, ArticleLinkList, ImportReport };

// Typed calls of the account section "article links" (§7 article-links/*).

const linkPath = (id: string) => `/article-links/${encodeURIComponent(id)}`;

export const articleLinksApi = (api: StoreApiClient) => ({
  list: (q: ArticleLinkListQuery) =>
    api.request<ArticleLinkList>(
      'GET',
      `/article-links?${new URLSearchParams({ ...q, page: String(q.page) })}`,
    ),
  get: (id: string) => api.request<ArticleLinkDetail>('GET', linkPath(id)),
  create: (input: { productNumber: string; customerSku: string }) =>
    api.request<ArticleLinkDetail>('POST', '/article-links', input),
  update: (id: string, customerSku: string) =>
    api.request<ArticleLinkDetail>('PUT', linkPath(id), { customerSku }),
  remove: (id: string) => api.request('DELETE', linkPath(id)),
  removeAll: () => api.request<{ deleted: number }>('DELETE', '/article-links'),
  import: (payload: string, preview: boolean) =>
    api.request<ImportReport>('POST', '/article-links/import', { payload, preview }),
  exportCsv: async () => (await api.download('/article-links/export', 'POST')).text(),
  template: async () => (await api.download('/article-links/template')).text(),
});
