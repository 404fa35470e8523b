import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  firstDeliveryDay,
  formatTypedDate,
  monthWeeks,
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
