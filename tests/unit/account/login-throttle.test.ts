import { describe, expect, it } from 'vitest';
import { type FormError, fromErrorItems, messageFor, waitOf } from '../../../src/components/form/errors.ts';
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

describe('throttled login message', () => {
  const throttled = { meta: { parameters: { retryAfter: 45 } }, code: 'B2B__LOGIN_THROTTLED' };

  it('says how long to wait, in seconds and then in minutes, in all four languages', () => {
    const [error] = fromErrorItems([throttled]);
    expect(error?.params.wait).toBe(45);
    expect(messageFor(error as FormError, 'de-DE')).toBe(
      'Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es in 45 Sekunden erneut.',
    );
    expect(messageFor({ code: throttled.code, params: { wait: 1 } }, 'en-GB')).toBe(
      'Too many failed attempts. Please try again in 1 second.',
    );
    expect(messageFor({ code: throttled.code, params: { wait: 301 } }, 'fr-FR')).toBe(
      'Trop de tentatives échouées. Réessayez dans 6 minutes.',
    );
    expect(messageFor({ code: throttled.code, params: waitOf('900') }, 'nl-NL')).toBe(
      'Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.',
    );
  });

  it('falls back to "a few minutes" without a usable wait', () => {
    for (const wait of [null, '', 'abc', '-3', '1.5']) {
      expect(messageFor({ code: throttled.code, params: waitOf(wait) }, 'en-GB')).toBe(
        'Too many failed attempts. Please try again in a few minutes.',
      );
    }
  });
});
