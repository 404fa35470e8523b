import type { FormError } from '../src/components/form/errors.ts';
import { Checkbox, Field } from '../src/components/form/Field.tsx';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { NewsletterFormSchema, newsletterInputFrom } from '../src/shared/schemas/forms.ts';
import { postJson } from './forms/submit.ts';
import { useSchemaForm } from './forms/useSchemaForm.ts';

export interface NewsletterFormProps {
  locale: Locale;
  /** The language of the confirmation mail (sw-language-id). */
  languageId: string;
  /** The domain's path prefix ('' or '/fr'): the confirmation link and the no-JS post go there. */
  pathPrefix: string;
  /** The privacy statement the consent box agrees to. */
  privacyHref: string;
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
  const { form, status, hydrated, fields, failed, done, sending, submit } = useSchemaForm({
    schema: NewsletterFormSchema,
    locale,
    read: newsletterInputFrom,
    // The consent is the form's; the Store API call takes the address.
    send: ({ email }) =>
      postJson(
        '/store-api/newsletter/subscribe',
        { email, storefrontUrl: `${window.location.origin}${pathPrefix}` },
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
          <p
            ref={status}
            tabIndex={-1}
            className="rounded-md border border-green-600 bg-green-50 p-3 font-semibold text-green-900"
          >
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
      <Checkbox
        idPrefix={id}
        name="privacyConfirm"
        required
        label={m.block_newsletter_privacy({}, t)}
        locale={locale}
        error={fields.privacyConfirm}
      >
        <a href={props.privacyHref} className="pl-6 text-brand-700 underline">
          {m.block_newsletter_privacyLink({}, t)}
        </a>
      </Checkbox>
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
