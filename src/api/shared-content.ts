/**
 * Store API answers that are the same for every visitor of a language (the menus, the footer), kept
 * by the storefront so a page render does not ask for them again: until the in-process Store API
 * reports a content change, or for a minute when the Store API is remote (no change feed).
 */
const remote = Boolean(process.env.STORE_API_URL);
const TTL_MS = remote ? 60_000 : Number.POSITIVE_INFINITY;
const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

if (!remote) {
  import('../server/runtime.ts').then(({ onContentChanged }) => onContentChanged(() => entries.clear()));
}

export function sharedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  if (entry && entry.expires > Date.now()) return entry.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: Date.now() + TTL_MS, value });
  // A failed load is asked again by the next page.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
