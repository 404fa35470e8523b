import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPendingAdd,
  PENDING_MAX_AGE_MS,
  pendingAdd,
  rememberAdd,
} from '../../../islands/stores/pending-add.ts';

/** sessionStorage as far as the pending add uses it. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const A = '0190a1b2-0000-7000-8000-00000000000a';
const B = '0190a1b2-0000-7000-8000-00000000000b';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
});

describe('add-to-cart before login (§4)', () => {
  it('remembers the chosen products; the same product again replaces its quantity', () => {
    rememberAdd({ type: 'product', referencedId: A, quantity: 2 }, storage, 1000);
    rememberAdd({ type: 'product', referencedId: B, quantity: 5 }, storage, 2000);
    rememberAdd({ type: 'product', referencedId: A, quantity: 4 }, storage, 3000);
    expect(pendingAdd(storage, 3000)).toEqual([
      { type: 'product', referencedId: B, quantity: 5 },
      { type: 'product', referencedId: A, quantity: 4 },
    ]);
  });

  it('forgets a choice after an hour, and when cleared', () => {
    rememberAdd({ type: 'product', referencedId: A, quantity: 1 }, storage, 0);
    expect(pendingAdd(storage, PENDING_MAX_AGE_MS)).toHaveLength(1);
    expect(pendingAdd(storage, PENDING_MAX_AGE_MS + 1)).toEqual([]);
    expect(storage.length).toBe(0);
    rememberAdd({ type: 'product', referencedId: A, quantity: 1 }, storage, 0);
    clearPendingAdd(storage);
    expect(pendingAdd(storage, 0)).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    storage.setItem('indumex-pending-cart', '{not json');
    expect(pendingAdd(storage, 0)).toEqual([]);
    storage.setItem('indumex-pending-cart', '{"items":"x","at":0}');
    expect(pendingAdd(storage, 0)).toEqual([]);
  });
});
