import { describe, expect, it } from 'vitest';
import { isKnownDevice, rememberDevice } from '../../../src/server/account/devices.ts';
import { delayAfter } from '../../../src/server/account/throttle.ts';

describe('login back-off', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    const waits = [1, 5, 6, 7, 8, 9, 30].map((n) => delayAfter(n, 5, 1000, 15 * 60 * 1000));
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 15 * 60 * 1000]);
  });
});

describe('known device tokens', () => {
  it('belong to the username they were issued for, case-insensitively', () => {
    const tokens = rememberDevice('Demo.Buyer', null);
    expect(isKnownDevice('demo.buyer', tokens)).toBe(true);
    expect(isKnownDevice('demo.lead', tokens)).toBe(false);
  });

  it('keep one fresh token per username, newest first, at most five', () => {
    let tokens = '';
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) tokens = rememberDevice(name, tokens);
    // f, e, d, c, b are kept; e logs in again: its new token moves to the front, the old one goes.
    const again = rememberDevice('e', tokens).split(',');
    expect(again).toHaveLength(5);
    expect(again.slice(1)).toEqual(tokens.split(',').filter((_, i) => i !== 1));
    expect(again[0]).not.toBe(tokens.split(',')[1]);
    expect(isKnownDevice('e', again[0])).toBe(true);
    expect(isKnownDevice('a', again.join(','))).toBe(false);
  });

  it('refuse forged and malformed tokens', () => {
    const [id] = rememberDevice('demo.buyer', null).split('.');
    for (const forged of [`${id}.${'A'.repeat(43)}`, 'garbage', `${id}.short`, '']) {
      expect(isKnownDevice('demo.buyer', forged)).toBe(false);
    }
  });
});
