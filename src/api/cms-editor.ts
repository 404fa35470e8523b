import type { LayoutChange } from '../shared/cms/changes.ts';
import type { CmsEdit, CmsPageCreate } from '../shared/schemas/cms-editor.ts';
import type { StoreApiClient } from './client.ts';
import type { CmsPage } from './types.ts';

export type { LayoutChange };

// Typed calls of content editors (issue 31). `api` is bound to the editor's staff session.

export interface EditorField {
  field: string;
  /** `products`: a product slider's product numbers, comma-separated. */
  kind: 'text' | 'image' | 'products';
  value: string;
}

export interface EditorPage {
  version: number;
  /** The draft's revision a change is made on; 0 while there is no draft. */
  revision: number;
  draft: { baseVersion: number; updatedAt: string; updatedBy: string | null } | null;
  slots: { id: string; blockId: string; fields: EditorField[] }[];
  cmsPage: CmsPage;
}

export interface EditorPageSummary {
  id: string;
  name: string;
  type: string;
  version: number;
  hasDraft: boolean;
}

export interface PageVersion {
  version: number;
  publishedAt: string;
  restoredFrom: number | null;
}

export interface EditorMedia {
  id: string;
  name: string;
  alt: string | null;
}

const page = (id: string) => `/b2b/cms/editor/pages/${encodeURIComponent(id)}`;

export const cmsEditorApi = (api: StoreApiClient) => ({
  pages: async () =>
    (await api.request<{ elements: EditorPageSummary[] }>('GET', '/b2b/cms/editor/pages')).elements,
  page: (id: string) => api.request<EditorPage>('GET', page(id)),
  create: async (input: CmsPageCreate) =>
    (await api.request<{ id: string }>('POST', '/b2b/cms/editor/pages', input)).id,
  media: async () =>
    (await api.request<{ elements: EditorMedia[] }>('GET', '/b2b/cms/editor/media')).elements,
  save: (id: string, revision: number, edits: CmsEdit[]) =>
    api.request<{ revision: number }>('POST', `${page(id)}/draft`, { revision, edits }),
  discard: (id: string, revision: number) =>
    api.request<unknown>('POST', `${page(id)}/discard`, { revision }),
  publish: (id: string, revision: number) =>
    api.request<{ version: number }>('POST', `${page(id)}/publish`, { revision }),
  rollBack: (id: string, version: number) =>
    api.request<{ version: number }>('POST', `${page(id)}/rollback`, { version }),
  versions: (id: string) =>
    api.request<{ version: number; elements: PageVersion[] }>('GET', `${page(id)}/versions`),
  compare: async (id: string, from: string, to: string) =>
    (
      await api.request<{ changes: LayoutChange[] }>(
        'GET',
        `${page(id)}/compare?${new URLSearchParams({ from, to })}`,
      )
    ).changes,
});
