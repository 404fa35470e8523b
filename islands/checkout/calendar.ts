// Calendar arithmetic of the delivery date picker on ISO dates (YYYY-MM-DD), in UTC so no time zone or
// daylight-saving change moves a day.

const toDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && toIso(toDate(value)) === value;

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `months` later, on the month's last day when it has fewer days. */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

/** Monday 0 … Sunday 6: weeks start on Monday in all four shop languages. */
export const weekdayIndex = (iso: string): number => (toDate(iso).getUTCDay() + 6) % 7;

/** The first day a delivery can be asked for (§5): tomorrow, or the Monday after a weekend. */
export function firstDeliveryDay(today: string): string {
  let day = addDays(today, 1);
  while (weekdayIndex(day) > 4) day = addDays(day, 1);
  return day;
}

export const monthOf = (iso: string): string => iso.slice(0, 7);

/** The weeks (Monday to Sunday) of the month of `iso`; days of the neighbouring months are null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const first = `${monthOf(iso)}-01`;
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array(weekdayIndex(first)).fill(null);
  for (let day = first; monthOf(day) === monthOf(iso); day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array(7 - week.length).fill(null)]);
  return weeks;
}

/** Reads what a visitor typed: dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy or ISO; null when it is no date. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** How the field shows a date: dd/mm/yyyy, with dots in German. */
export function formatTypedDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-');
  return [day, month, year].join(locale.startsWith('de') ? '.' : '/');
}

/** Where a key moves the date picker's focus (WAI-ARIA date picker grid); null for other keys. */
export function stepDate(iso: string, key: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    case 'PageUp':
      return addMonths(iso, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shift ? 12 : 1);
    default:
      return null;
  }
}

/** How far the picker looks for an open day before it stays where it is. */
const SEARCH_LIMIT = 366;

/** The first open day from `from` on, `step` days at a time, at most SEARCH_LIMIT days away; else null. */
function firstOpen(from: string, step: number, open: (iso: string) => boolean, until?: string) {
  for (let day = from, n = 0; Math.abs(n) <= SEARCH_LIMIT; day = addDays(day, step), n += step) {
    if (until !== undefined && (step > 0 ? day > until : day < until)) return null;
    if (open(day)) return day;
  }
  return null;
}

/**
 * Where a key moves the picker's focus when only `open` days can take it (issue 27): disabled days
 * (weekends, days before the first delivery day) are passed over. Arrows go on in their direction (up
 * and down by week, then by day when no week has one); Home and End take the week's first or last open
 * day; Page keys the nearest open day to the same day of the other month. With no open day that way the
 * focus stays. Null for other keys.
 */
export function moveToOpenDay(
  iso: string,
  key: string,
  open: (iso: string) => boolean,
  shift = false,
): string | null {
  const target = stepDate(iso, key, shift);
  if (target === null || open(target)) return target;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      return firstOpen(target, key === 'ArrowRight' ? 1 : -1, open) ?? iso;
    case 'ArrowUp':
    case 'ArrowDown': {
      const way = key === 'ArrowDown' ? 1 : -1;
      return firstOpen(target, 7 * way, open) ?? firstOpen(target, way, open) ?? iso;
    }
    case 'Home':
      return firstOpen(target, 1, open, iso) ?? iso;
    case 'End':
      return firstOpen(target, -1, open, iso) ?? iso;
    default: {
      const way = key === 'PageDown' ? 1 : -1;
      return firstOpen(target, way, open) ?? firstOpen(target, -way, open) ?? iso;
    }
  }
}
