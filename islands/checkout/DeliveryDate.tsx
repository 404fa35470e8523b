import { useId, useRef, useState } from 'react';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import { isDeliveryDay } from '../../src/shared/schemas/cart.ts';
import { useHydrated } from '../use-hydrated.ts';
import CalendarDialog from './CalendarDialog.tsx';
import { firstDeliveryDay, formatTypedDate, parseTypedDate } from './calendar.ts';

interface Props {
  locale: Locale;
  name: string;
  /** Today in the shop's time zone (YYYY-MM-DD): the server counts from the same day. */
  today: string;
  value: string;
  error: string | null;
}

/**
 * §5 shipping date. Without JavaScript a native date field (from tomorrow on; the server refuses
 * weekends with a message). With it, a text field plus an accessible calendar dialog in which past
 * days, today, Saturdays and Sundays are disabled; typed dates are checked by the same rule.
 */
export default function DeliveryDate({ locale, name, today, value, error: serverError }: Props) {
  const t = { locale };
  const id = useId();
  const enhanced = useHydrated();
  const [iso, setIso] = useState(value);
  const [text, setText] = useState(value ? formatTypedDate(value, locale) : '');
  const [error, setError] = useState(serverError);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const label = (
    <label htmlFor={id} className="font-medium text-slate-800">
      {m.checkout_date_label({}, t)}
    </label>
  );
  const messages = (
    <>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {m.checkout_date_hint({}, t)}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
  const control = `rounded-md border px-3 py-2 ${error ? 'border-red-700 bg-red-50' : 'border-slate-400'}`;

  if (!enhanced) {
    return (
      <div className="flex flex-col gap-1">
        {label}
        <input
          id={id}
          name={name}
          type="date"
          min={firstDeliveryDay(today)}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} w-48`}
        />
        {messages}
      </div>
    );
  }

  /** A typed date is checked when the field is left; what cannot be read goes to the server as is. */
  const commit = (typed: string) => {
    const parsed = parseTypedDate(typed);
    setIso(parsed ?? typed.trim());
    const valid = !typed.trim() || (parsed !== null && isDeliveryDay(parsed, today));
    setError(valid ? null : m.checkout_error_shippingDate({}, t));
  };
  const choose = (day: string) => {
    setIso(day);
    setText(formatTypedDate(day, locale));
    setError(null);
    setOpen(false);
    button.current?.focus();
  };
  const selected = parseTypedDate(text);
  const chosenLabel = selected
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${selected}T12:00:00Z`),
      )
    : null;

  return (
    <div className="relative flex flex-col gap-1">
      {label}
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          value={text}
          placeholder={m.checkout_date_placeholder({}, t)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} w-40`}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
        />
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          onClick={() => setOpen((was) => !was)}
        >
          {m.checkout_date_choose({}, t)}
          {chosenLabel && (
            <span className="sr-only">, {m.checkout_date_chosen({ date: chosenLabel }, t)}</span>
          )}
        </button>
      </div>
      <input type="hidden" name={name} value={iso} />
      {messages}
      {open && (
        <CalendarDialog
          locale={locale}
          today={today}
          selected={selected}
          start={selected && isDeliveryDay(selected, today) ? selected : firstDeliveryDay(today)}
          onChoose={choose}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
