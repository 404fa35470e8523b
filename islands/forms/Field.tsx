import type { ReactNode } from 'react';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import type { FieldError } from '../../src/shared/schemas/forms.ts';
import { errorText } from './messages.ts';

interface FieldProps {
  /** Prefix of element ids, unique per form on the page. */
  form: string;
  name: string;
  label: string;
  locale: Locale;
  required?: boolean;
  error?: FieldError;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'checkbox';
  defaultValue?: string;
  defaultChecked?: boolean;
  autoComplete?: string;
  /** Extra content after a checkbox label (e.g. a link). */
  children?: ReactNode;
}

const inputClass =
  'w-full rounded-md border px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 border-slate-400 focus:border-brand-600';

/** A labelled input with required asterisk and its translated error (aria-invalid, aria-describedby). */
export function Field(props: FieldProps) {
  const { form, name, label, locale, required, error, type = 'text' } = props;
  const id = `${form}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const labelText = (
    <>
      {label}
      {required && (
        <>
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
          <span className="sr-only"> ({m.content_form_required({}, { locale })})</span>
        </>
      )}
    </>
  );
  const message = error && (
    <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
      {errorText(error, locale)}
    </p>
  );
  if (type === 'checkbox') {
    return (
      <div className={name}>
        <div className="flex items-start gap-2">
          <input {...common} type="checkbox" defaultChecked={props.defaultChecked} className="mt-1 size-4" />
          <label htmlFor={id}>{labelText}</label>
          {props.children}
        </div>
        {message}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
        {labelText}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={6} defaultValue={props.defaultValue} className={inputClass} />
      ) : (
        <input
          {...common}
          type={type}
          defaultValue={props.defaultValue}
          autoComplete={props.autoComplete}
          className={inputClass}
        />
      )}
      {message}
    </div>
  );
}
