import { ContentMemo } from '../server/http/memo.ts';

/**
 * Store API answers that are the same for every visitor of a language (the menus, the footer), kept
 * by the storefront so a page render does not ask for them again: until the in-process Store API
 * reports a content change, or for a minute when the Store API is remote (no change feed).
 */
const remote = Boolean(process.env.STORE_API_URL);
const TTL_MS = remote ? 60_000 : Number.POSITIVE_INFINITY;
const memo = new ContentMemo(100);

if (!remote) {
  import('../server/runtime.ts').then(({ onContentChanged }) => onContentChanged(() => memo.clear()));
}

export const sharedContent = <T>(key: string, load: () => Promise<T>): Promise<T> =>
  memo.get(key, load, TTL_MS);
