/**
 * Delivery and lead times (§9): a delivery time is `min`–`max` in a unit (day, week = 7 days,
 * month = 30, year = 365); a restock time is a number of days added to both ends.
 */
export const DAYS_PER_UNIT = { day: 1, week: 7, month: 30, year: 365 } as const;
export type DeliveryUnit = keyof typeof DAYS_PER_UNIT;

export interface DeliveryTimeSpec {
  min: number;
  max: number;
  unit: string;
}

export interface DayRange {
  min: number;
  max: number;
}

/** Days per unit; an unknown unit counts as days rather than failing a whole listing. */
export const daysPerUnit = (unit: string): number =>
  DAYS_PER_UNIT[unit.toLowerCase() as DeliveryUnit] ?? DAYS_PER_UNIT.day;

/** The delivery time in days, plus the restock days when given; min and max come out ordered. */
export function deliveryDays(time: DeliveryTimeSpec, restockDays?: number | null): DayRange {
  const factor = daysPerUnit(time.unit);
  const extra = restockDays && restockDays > 0 ? restockDays : 0;
  const a = Math.max(0, time.min) * factor + extra;
  const b = Math.max(0, time.max) * factor + extra;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** One number when both ends agree, otherwise `min - max` (§9). */
export const formatDayRange = (range: DayRange): string =>
  range.min === range.max ? String(range.min) : `${range.min} - ${range.max}`;

/** The lead time shown to a visitor, in days; null without a delivery time. */
export function leadTime(time: DeliveryTimeSpec | null | undefined, restockDays?: number | null) {
  return time ? formatDayRange(deliveryDays(time, restockDays)) : null;
}

/**
 * The delivery time for `quantity` of an article (§4, §9): the restock days count only when the
 * stock does not cover the quantity (the rest is backordered); an article in stock has none.
 */
export function deliveryTimeFor(
  time: DeliveryTimeSpec | null | undefined,
  restockDays: number | null | undefined,
  stock: number,
  quantity: number,
) {
  return leadTime(time, quantity > stock ? restockDays : null);
}
