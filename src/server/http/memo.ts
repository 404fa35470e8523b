/**
 * Per-process memory of content that changes rarely (sales channel, languages, navigation trees,
 * published CMS pages). Cleared as a whole whenever the database reports a content change, so a
 * stale entry never outlives the change. Only data that is the same for every visitor belongs
 * here; data without change notifications (the anonymous catalogue: stock states) is remembered
 * only for a time limit.
 */
export class ContentMemo {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  /** Keys may come from request bodies: the least recently used entries make room beyond `capacity`. */
  private readonly capacity: number;

  constructor(capacity = 5000) {
    this.capacity = capacity;
  }

  get<T>(key: string, load: () => Promise<T>, ttlMs = Number.POSITIVE_INFINITY): Promise<T> {
    const now = Date.now();
    let entry = this.entries.get(key) as { value: Promise<T>; expires: number } | undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    if (entry) this.entries.delete(key);
    if (!entry || entry.expires <= now) {
      const value = load();
      entry = { value, expires: now + ttlMs };
      // A failed load is not remembered.
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value;
  }

  /** Whether `key` holds a value that has not expired (a batch loader asks before loading the rest). */
  has(key: string): boolean {
    return (this.entries.get(key)?.expires ?? 0) > Date.now();
  }

  clear(): void {
    this.entries.clear();
  }
}
