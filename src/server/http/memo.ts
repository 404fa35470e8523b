/**
 * Per-process memory of content that changes rarely (sales channel, languages, navigation trees,
 * published CMS pages). Cleared as a whole whenever the database reports a content change, so a
 * stale entry never outlives the change. Only content that is the same for every visitor belongs
 * here: nothing priced, stocked or customer-specific.
 */
export class ContentMemo {
  private readonly entries = new Map<string, Promise<unknown>>();

  /** Keys may come from request bodies: the least recently used entries make room beyond `capacity`. */
  constructor(private readonly capacity = 5000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (entry) {
      // Re-inserting keeps the Map in least-recently-used order.
      this.entries.delete(key);
    } else {
      entry = load();
      // A failed load is not remembered.
      entry.catch(() => this.entries.delete(key));
    }
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
