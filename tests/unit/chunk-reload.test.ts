import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RELOAD_KEY, reloadOnce } from '../../src/client/chunk-reload.ts';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (k: string, v: string) => data.set(k, v),
  };
};

describe('chunk-load failures (§4/§9)', () => {
  it("tells a module that could not be fetched from the module's own errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /_astro/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memory();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(storage.getItem(RELOAD_KEY)).toBe('1000000');
    expect(reloadOnce(storage, reload, 1_059_999)).toBe(false);
    expect(reloadOnce(storage, reload, 1_060_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload when there is no storage to guard against a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    let reloads = 0;
    expect(reloadOnce(broken, () => reloads++)).toBe(false);
    expect(reloads).toBe(0);
  });
});
