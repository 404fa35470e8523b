import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  firstDeliveryDay,
  formatTypedDate,
  monthWeeks,
  moveToOpenDay,
  parseTypedDate,
  stepDate,
  weekdayIndex,
} from '../../../islands/checkout/calendar.ts';
import { isDeliveryDay } from '../../../src/shared/schemas/cart.ts';

describe('delivery date picker calendar (§5)', () => {
  it('counts days and months in UTC, across month ends and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
  });

  it('lays a month out in weeks from Monday, with blanks around it', () => {
    const weeks = monthWeeks('2026-11-25');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('starts from tomorrow, or the Monday after a weekend', () => {
    expect(firstDeliveryDay('2026-11-25')).toBe('2026-11-26'); // Wednesday → Thursday
    expect(firstDeliveryDay('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(firstDeliveryDay('2026-11-28')).toBe('2026-11-30'); // Saturday → Monday
    for (const today of ['2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(isDeliveryDay(firstDeliveryDay(today), today)).toBe(true);
    }
  });

  it('refuses past days, today and weekends through the shared rule', () => {
    expect(isDeliveryDay('2026-11-25', '2026-11-25')).toBe(false);
    expect(isDeliveryDay('2026-11-24', '2026-11-25')).toBe(false);
    expect(isDeliveryDay('2026-11-28', '2026-11-25')).toBe(false);
    expect(isDeliveryDay('2026-11-29', '2026-11-25')).toBe(false);
    expect(isDeliveryDay('2026-12-02', '2026-11-25')).toBe(true);
  });

  it('moves the focus with the keys of the WAI-ARIA date picker', () => {
    const day = '2026-11-25'; // Wednesday
    expect(stepDate(day, 'ArrowRight')).toBe('2026-11-26');
    expect(stepDate(day, 'ArrowUp')).toBe('2026-11-18');
    expect(stepDate(day, 'Home')).toBe('2026-11-23');
    expect(stepDate(day, 'End')).toBe('2026-11-29');
    expect(stepDate(day, 'PageDown')).toBe('2026-12-25');
    expect(stepDate(day, 'PageUp', true)).toBe('2025-11-25');
    expect(stepDate(day, 'a')).toBeNull();
  });

  it('passes over disabled days: weekends and days up to today (issue 27)', () => {
    const today = '2026-11-25'; // Wednesday; Thursday 26 is the first delivery day
    const open = (iso: string) => isDeliveryDay(iso, today);
    const move = (from: string, key: string, shift = false) => moveToOpenDay(from, key, open, shift);
    expect(move('2026-11-27', 'ArrowRight')).toBe('2026-11-30'); // Friday → Monday, not Saturday
    expect(move('2026-11-30', 'ArrowLeft')).toBe('2026-11-27'); // Monday → Friday
    expect(move('2026-11-26', 'ArrowLeft')).toBe('2026-11-26'); // nothing open before: stays
    expect(move('2026-12-02', 'ArrowUp')).toBe('2026-12-02'); // a week back is today: stays
    expect(move('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(move('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(move('2026-11-28', 'ArrowDown')).toBe('2026-12-07'); // from a clicked Saturday: by day
    expect(move('2026-11-27', 'Home')).toBe('2026-11-26'); // Monday to Wednesday are over
    expect(move('2026-11-26', 'End')).toBe('2026-11-27'); // Friday, not Sunday
    expect(move('2026-11-30', 'Home')).toBe('2026-11-30');
    expect(move('2026-12-26', 'ArrowRight')).toBe('2026-12-28'); // Saturday (clicked) → Monday
    expect(move('2026-12-24', 'PageDown')).toBe('2027-01-25'); // 24 January 2027 is a Sunday
    expect(move('2026-12-01', 'PageUp')).toBe('2026-11-26'); // 1 November is past: the nearest open day
    expect(move('2027-11-26', 'PageUp', true)).toBe('2026-11-26');
    expect(move('2026-11-26', 'a')).toBeNull();
    // Whatever the key and the start, the focus lands on an open day or stays.
    for (const key of [
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Home',
      'End',
      'PageUp',
      'PageDown',
    ]) {
      for (let day = '2026-11-26'; day < '2027-01-10'; day = addDays(day, 1)) {
        if (!open(day)) continue;
        const to = move(day, key) ?? '';
        expect(open(to), `${key} from ${day} → ${to}`).toBe(true);
      }
    }
  });

  it('reads typed dates in the shop formats and shows them back', () => {
    expect(parseTypedDate('2/12/2026')).toBe('2026-12-02');
    expect(parseTypedDate('02.12.2026')).toBe('2026-12-02');
    expect(parseTypedDate(' 2026-12-02 ')).toBe('2026-12-02');
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('morgen')).toBeNull();
    expect(formatTypedDate('2026-12-02', 'nl-NL')).toBe('02/12/2026');
    expect(formatTypedDate('2026-12-02', 'de-DE')).toBe('02.12.2026');
  });
});
