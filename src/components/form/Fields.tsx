import type { Locale } from '../../shared/locales.ts';
import { Field } from './Field.tsx';

/** One field of a form as a page declares it: what differs from field to field. */
export type FieldSpec = Omit<Parameters<typeof Field>[0], 'locale' | 'idPrefix' | 'error' | 'defaultValue'>;

interface FieldsProps {
  fields: FieldSpec[];
  /** The form's values by field name (what was posted, or what is stored). */
  values?: Record<string, string | undefined>;
  /** The form's errors by field name (FormMessages.fields). */
  errors: Record<string, string | undefined>;
  locale: Locale;
  idPrefix: string;
}

/** A form's fields in order, each with its value and its error: the page lists only what differs. */
export function Fields({ fields, values = {}, errors, locale, idPrefix }: FieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <Field
          key={field.name}
          {...field}
          locale={locale}
          idPrefix={idPrefix}
          defaultValue={values[field.name]}
          error={errors[field.name]}
        />
      ))}
    </>
  );
}
