import { describe, expect, it } from 'vitest';
import { ContentMemo } from '../../src/server/http/memo.ts';

describe('ContentMemo', () => {
  it('loads once per key until cleared', async () => {
    const memo = new ContentMemo();
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.get('a', load)).toBe(1);
    expect(await memo.get('a', load)).toBe(1);
    memo.clear();
    expect(await memo.get('a', load)).toBe(2);
  });

  it('forgets the least recently used entry beyond its capacity', async () => {
    const memo = new ContentMemo(2);
    let loads = 0;
    const load = async () => ++loads;
    await memo.get('a', load);
    await memo.get('b', load);
    await memo.get('a', load); // a is now the most recently used
    await memo.get('c', load); // evicts b
    expect(await memo.get('a', load)).toBe(1);
    expect(await memo.get('b', load)).toBe(4);
  });

  it('does not remember a failed load', async () => {
    const memo = new ContentMemo();
    await expect(memo.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await memo.get('x', async () => 'up')).toBe('up');
  });
});

describe('ContentMemo time limits', () => {
  it('reloads an entry once its time limit has passed', async () => {
    const memo = new ContentMemo();
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.get('t', load, 20)).toBe(1);
    expect(await memo.get('t', load, 20)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await memo.get('t', load, 20)).toBe(2);
  });
});
