import type { InputHTMLAttributes, ReactNode } from 'react';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  locale: Locale;
  /** Prefixes the id, for pages with two forms sharing a field name. */
  idPrefix?: string;
  error?: string;
  hint?: string;
  /** Options turn the field into a select. */
  options?: { value: string; label: string }[];
  /** Rendered after the input inside its box, e.g. a password visibility toggle. */
  trailing?: ReactNode;
  /** A text area (six rows) instead of a one-line input. */
  multiline?: boolean;
}

/**
 * A labelled form field (§5): required asterisk, error text tied to the input with aria-describedby,
 * aria-invalid. Rendered on the server in Astro forms and inside islands alike.
 */
export function Field({
  name,
  label,
  locale,
  idPrefix = 'field',
  error,
  hint,
  options,
  trailing,
  multiline,
  required,
  className,
  ...input
}: FieldProps) {
  const id = `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control =
    'w-full rounded-md border px-3 py-2 text-base focus:border-brand-600 ' +
    (error ? 'border-red-700 bg-red-50' : 'border-slate-400');
  const shared = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> ({m.account_required({}, { locale })})</span>
          </>
        )}
      </label>
      <div className="relative flex items-center">
        {options ? (
          <select
            {...shared}
            className={control}
            defaultValue={input.defaultValue as string | undefined}
            disabled={input.disabled}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea
            {...shared}
            rows={6}
            className={control}
            defaultValue={input.defaultValue as string | undefined}
            disabled={input.disabled}
          />
        ) : (
          <input {...shared} type="text" className={control} {...input} />
        )}
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> {
  name: string;
  label: string;
  locale: Locale;
  idPrefix?: string;
  error?: string;
  /** Shown after the label, e.g. a link to the text the box agrees to. */
  children?: ReactNode;
}

/** A checkbox with the same error and required conventions as Field. */
export function Checkbox({
  name,
  label,
  locale,
  idPrefix = 'field',
  error,
  required,
  children,
  ...input
}: CheckboxProps) {
  const id = `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-start gap-2 text-slate-800">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 accent-brand-700"
          {...input}
        />
        <span>
          {label}
          {required && (
            <>
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
              <span className="sr-only"> ({m.account_required({}, { locale })})</span>
            </>
          )}
        </span>
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
