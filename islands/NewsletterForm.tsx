import type { FormError } from '../src/components/form/errors.ts';
import { Field } from '../src/components/form/Field.tsx';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { NewsletterSubscribeSchema, newsletterInputFrom } from '../src/shared/schemas/forms.ts';
import { postJson } from './forms/submit.ts';
import { useSchemaForm } from './forms/useSchemaForm.ts';

export interface NewsletterFormProps {
  locale: Locale;
  /** The language of the confirmation mail (sw-language-id). */
  languageId: string;
  /** The domain's path prefix ('' or '/fr'): the confirmation link and the no-JS post go there. */
  pathPrefix: string;
  /** Unique per page when the form appears more than once. */
  id?: string;
  /** Found by the page on a post without JS. */
  errors?: FormError[];
  email?: string;
  subscribed?: boolean;
}

/**
 * Newsletter signup (double opt-in). Without JS it posts to `/newsletter`; hydrated it calls
 * `POST /store-api/newsletter/subscribe` itself and shows the result in place.
 */
export default function NewsletterForm(props: NewsletterFormProps) {
  const { locale, pathPrefix, id = 'newsletter' } = props;
  const t = { locale };
  const { form, hydrated, fields, failed, done, sending, submit } = useSchemaForm({
    schema: NewsletterSubscribeSchema,
    locale,
    read: newsletterInputFrom,
    send: (input) =>
      postJson(
        '/store-api/newsletter/subscribe',
        { ...input, storefrontUrl: `${window.location.origin}${pathPrefix}` },
        { 'sw-language-id': props.languageId },
      ),
    errors: props.errors,
    done: props.subscribed,
  });

  return (
    <form
      ref={form}
      method="post"
      action={`${pathPrefix}/newsletter`}
      noValidate={hydrated}
      onSubmit={submit}
      aria-busy={sending}
      className="flex flex-col gap-3"
      data-hydrated={hydrated || undefined}
    >
      <div role="status" aria-live="polite">
        {done && (
          <p className="rounded-md border border-green-600 bg-green-50 p-3 font-semibold text-green-900">
            {m.content_newsletter_success({}, t)}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          {m.content_form_error({}, t)}
        </p>
      )}
      <Field
        idPrefix={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        label={m.content_field_email({}, t)}
        locale={locale}
        error={fields.email}
        defaultValue={props.email}
      />
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? m.content_form_sending({}, t) : m.content_newsletter_submit({}, t)}
      </button>
    </form>
  );
}
