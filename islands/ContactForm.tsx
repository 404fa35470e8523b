import type { FormError } from '../src/components/form/errors.ts';
import { Checkbox, Field } from '../src/components/form/Field.tsx';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { ContactFormSchema, contactInputFrom } from '../src/shared/schemas/forms.ts';
import { postJson } from './forms/submit.ts';
import { useSchemaForm } from './forms/useSchemaForm.ts';

export interface ContactFormProps {
  locale: Locale;
  /** Where the form posts without JS (the contact page itself). */
  action: string;
  /** The form call of §7 under the storefront's domain prefix. */
  endpoint: string;
  privacyHref: string;
  values?: Record<string, string>;
  /** Found by the page on a post without JS. */
  errors?: FormError[];
  sent?: boolean;
}

/**
 * The contact form. Rendered on the server it posts like any form (the page validates and
 * redirects); hydrated it validates with the shared schema, sends JSON and shows the result.
 */
export default function ContactForm(props: ContactFormProps) {
  const { locale } = props;
  const t = { locale };
  const {
    form,
    status,
    hydrated,
    fields,
    failed,
    done: sent,
    sending,
    submit,
  } = useSchemaForm({
    schema: ContactFormSchema,
    locale,
    read: contactInputFrom,
    send: (input) => postJson(props.endpoint, input),
    errors: props.errors,
    done: props.sent,
  });

  const values = props.values ?? {};
  const field = (name: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      idPrefix="contact"
      name={name}
      label={label}
      locale={locale}
      error={fields[name]}
      defaultValue={values[name]}
      {...extra}
    />
  );
  const hasErrors = Object.keys(fields).length > 0;
  return (
    <form
      ref={form}
      method="post"
      action={props.action}
      noValidate={hydrated}
      onSubmit={submit}
      aria-busy={sending}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      data-hydrated={hydrated || undefined}
    >
      <div className="sm:col-span-2" role="status" aria-live="polite">
        {sent && (
          <p
            ref={status}
            tabIndex={-1}
            className="rounded-md border border-green-600 bg-green-50 p-3 font-semibold text-green-900"
          >
            {m.content_contact_success({}, t)}
          </p>
        )}
      </div>
      {(hasErrors || failed) && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900 sm:col-span-2"
        >
          {failed ? m.content_form_error({}, t) : m.content_form_fixErrors({}, t)}
        </p>
      )}
      <p className="text-sm text-slate-600 sm:col-span-2">{m.content_form_requiredNote({}, t)}</p>
      {field('firstName', m.content_field_firstName({}, t), { required: true, autoComplete: 'given-name' })}
      {field('lastName', m.content_field_lastName({}, t), { required: true, autoComplete: 'family-name' })}
      {field('companyName', m.content_field_companyName({}, t), { autoComplete: 'organization' })}
      {field('phone', m.content_field_phone({}, t), { type: 'tel', autoComplete: 'tel' })}
      <div className="sm:col-span-2">
        {field('email', m.content_field_email({}, t), {
          type: 'email',
          required: true,
          autoComplete: 'email',
        })}
      </div>
      <div className="sm:col-span-2">
        {field('subject', m.content_field_subject({}, t), { required: true })}
      </div>
      <div className="sm:col-span-2">
        {field('message', m.content_field_message({}, t), { multiline: true, required: true })}
      </div>
      <div className="sm:col-span-2">
        <Checkbox
          idPrefix="contact"
          name="privacyConfirm"
          required
          label={m.content_field_privacyConfirm({}, t)}
          locale={locale}
          error={fields.privacyConfirm}
        >
          <a href={props.privacyHref} className="pl-6 text-brand-700 underline">
            {m.content_form_privacyLink({}, t)}
          </a>
        </Checkbox>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? m.content_form_sending({}, t) : m.content_form_submit({}, t)}
        </button>
      </div>
    </form>
  );
}
