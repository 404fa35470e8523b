import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import { isDeliveryDay } from '../../src/shared/schemas/cart.ts';
import { addDays, monthOf, monthWeeks, moveToOpenDay } from './calendar.ts';

interface Props {
  locale: Locale;
  today: string;
  selected: string | null;
  /** The day that has focus when the dialog opens. */
  start: string;
  onChoose: (iso: string) => void;
  onClose: () => void;
}

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * The date picker dialog (WAI-ARIA date picker dialog pattern): a month grid where arrows move by day
 * and week, Home/End to the week's ends, Page Up/Down by month (with Shift by year), Enter or Space
 * chooses, Escape closes. Past days, today and weekends are disabled (§5): the keys pass over them.
 */
export default function CalendarDialog({ locale, today, selected, start, onChoose, onClose }: Props) {
  const t = { locale };
  const id = useId();
  const [focus, setFocus] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const monthLabel = format({ month: 'long', year: 'numeric' }).format(utc(focus));
  const dayLabel = format({ dateStyle: 'full' });
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays('2024-01-01', i)); // a Monday
  const earliestMonth = monthOf(today);

  // The focused day follows the keyboard, also into another month.
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const open = (day: string) => isDeliveryDay(day, today);
  // The month buttons move like Page Up and Page Down.
  const move = (key: string) => setFocus(moveToOpenDay(focus, key, open) ?? focus);
  const onGridKey = (event: KeyboardEvent) => {
    const to = moveToOpenDay(focus, event.key, open, event.shiftKey);
    if (to) {
      event.preventDefault();
      setFocus(to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open(focus)) onChoose(focus);
    }
  };
  // Modal: Tab stays inside; Escape closes.
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const stops = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const nav =
    'rounded-md border border-slate-400 px-3 py-1 font-semibold hover:bg-slate-100 disabled:opacity-40';
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-month`}
      className="absolute top-full left-0 z-30 mt-2 w-80 rounded-lg border border-slate-300 bg-white p-4 shadow-lg"
      onKeyDown={onDialogKey}
      data-testid="date-dialog"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          className={nav}
          aria-label={m.checkout_date_prevMonth({}, t)}
          disabled={monthOf(focus) <= earliestMonth}
          onClick={() => move('PageUp')}
        >
          ‹
        </button>
        <h3 id={`${id}-month`} aria-live="polite" className="font-semibold capitalize">
          {monthLabel}
        </h3>
        <button
          type="button"
          className={nav}
          aria-label={m.checkout_date_nextMonth({}, t)}
          onClick={() => move('PageDown')}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table that is a grid is the APG date picker. */}
      <table role="grid" aria-labelledby={`${id}-month`} className="w-full text-center" onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={format({ weekday: 'long' }).format(utc(weekday))}
                className="py-1 text-sm font-medium text-slate-600"
              >
                {format({ weekday: 'short' }).format(utc(weekday))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focus).map((week) => (
            <tr key={week.find(Boolean)}>
              {weekdays.map((weekday, column) => {
                const day = week[column];
                if (!day) return <td key={weekday} />;
                const enabled = open(day);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys of the focused day (APG pattern).
                  <td
                    key={day}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell (APG date picker).
                    role="gridcell"
                    data-date={day}
                    tabIndex={day === focus ? 0 : -1}
                    aria-label={dayLabel.format(utc(day))}
                    aria-selected={day === selected}
                    aria-disabled={enabled ? undefined : true}
                    aria-current={day === today ? 'date' : undefined}
                    className={`cursor-pointer rounded-md py-1.5 focus:outline-2 focus:outline-brand-700 ${
                      day === selected
                        ? 'bg-brand-700 font-bold text-white'
                        : enabled
                          ? 'hover:bg-brand-50'
                          : 'cursor-not-allowed text-slate-400 line-through'
                    } ${day === today ? 'ring-1 ring-slate-400' : ''}`}
                    onClick={() => (enabled ? onChoose(day) : setFocus(day))}
                  >
                    {Number(day.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex justify-end">
        <button type="button" className={nav} onClick={onClose}>
          {m.checkout_date_close({}, t)}
        </button>
      </div>
    </div>
  );
}
