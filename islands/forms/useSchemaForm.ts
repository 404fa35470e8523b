import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  type FormError,
  formFailed,
  fromErrorItems,
  fromIssues,
  toMessages,
} from '../../src/components/form/errors.ts';
import type { Locale } from '../../src/shared/locales.ts';
import { useHydrated } from '../use-hydrated.ts';
import { focusFirstInvalid, type PostAnswer } from './submit.ts';

interface Options<S extends v.GenericSchema> {
  schema: S;
  locale: Locale;
  /** Reads the form's values (the same reader the no-JS page handler uses). */
  read: (data: FormData) => v.InferInput<S>;
  send: (input: v.InferOutput<S>) => Promise<PostAnswer>;
  /** What the server already found (the no-JS post), shown until the next submit. */
  errors?: FormError[];
  done?: boolean;
}

/**
 * A server-rendered form, enhanced once hydrated: validates with the shared schema, sends JSON,
 * shows field errors (focusing the first) or a general failure, and resets after success. `status`
 * goes on the success message.
 */
export function useSchemaForm<S extends v.GenericSchema>(options: Options<S>) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState(options.errors ?? []);
  const [done, setDone] = useState(options.done ?? false);
  const [sending, setSending] = useState(false);
  // The thanks message sits at the top of a long form, above the viewport once the buyer has sent
  // it, and the busy submit button has dropped focus: focus (and so scroll to) the message.
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  // After the re-render that marks the fields invalid, focus the first of them.
  const showErrors = (next: FormError[]) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = options.read(new FormData(event.currentTarget));
    setDone(false);
    const checked = v.safeParse(options.schema, input);
    if (!checked.success) return showErrors(fromIssues(checked.issues));
    setErrors([]);
    setSending(true);
    const answer = await options
      .send(checked.output)
      .catch((): PostAnswer => ({ errors: [{ code: 'UNKNOWN_ERROR' }] }));
    setSending(false);
    if (!answer.errors) {
      form.current?.reset();
      return setDone(true);
    }
    showErrors(fromErrorItems(answer.errors));
  }

  const { fields } = toMessages(errors, options.locale);
  return { form, status, hydrated, fields, failed: formFailed(errors), done, sending, submit };
}
