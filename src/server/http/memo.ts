/**
 * Per-process memory of content that changes rarely (sales channel, languages, navigation trees,
 * published CMS pages). Cleared as a whole whenever the database reports a content change, so a
 * stale entry never outlives the change. Only content that is the same for every visitor belongs
 * here: nothing priced, stocked or customer-specific.
 */
export class ContentMemo {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.entries.set(key, entry);
      // A failed load is not remembered.
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
