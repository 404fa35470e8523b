import type { ContentChange } from '../server/runtime.ts';

/**
 * Server-rendered HTML of anonymous pages, per domain + path + query (issue: page cache).
 * An LRU with a time limit; entries carry tags (`cms:{pageId}`) so a content change drops
 * exactly the pages built from it, and anything else that changes drops everything.
 */
export interface CachedPage {
  body: string;
  /** The body encoded once, plain, gzipped and brotli, for the Node fast path (filled on first use). */
  bytes?: Buffer;
  gzipped?: Buffer;
  /** null while being compressed in the background. */
  brotli?: Buffer | null;
  status: number;
  headers: [string, string][];
  tags: string[];
  /** The Astro route pattern that rendered it, the metrics' label for its hits. */
  route: string;
  storedAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.storedAt > this.ttlMs) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops the pages tagged `tag`, or every page when no tag is given. */
  invalidate(tag?: string): void {
    if (tag === undefined) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function applyContentChange(cache: PageCache, change: ContentChange): void {
  cache.invalidate(change.pageId ? `cms:${change.pageId}` : undefined);
}
