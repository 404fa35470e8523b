import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { type FieldError, fieldErrors } from '../../src/shared/schemas/forms.ts';
import { focusFirstInvalid, type SubmitResult } from './submit.ts';

interface Options<S extends v.GenericSchema> {
  schema: S;
  /** Reads the form's values (the same reader the no-JS page handler uses). */
  read: (data: FormData) => v.InferInput<S>;
  send: (input: v.InferOutput<S>) => Promise<SubmitResult>;
  /** What the server already found (the no-JS post), shown until the next submit. */
  errors?: Record<string, FieldError>;
  failed?: boolean;
  done?: boolean;
}

/**
 * A server-rendered form, enhanced once hydrated: validates with the shared schema, sends JSON,
 * shows field errors (focusing the first) or a general failure, and resets after success.
 */
export function useSchemaForm<S extends v.GenericSchema>(options: Options<S>) {
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState(options.errors ?? {});
  const [failed, setFailed] = useState(options.failed ?? false);
  const [done, setDone] = useState(options.done ?? false);
  const [sending, setSending] = useState(false);
  useEffect(() => setHydrated(true), []);
  // After the re-render that marks the fields invalid, focus the first of them.
  const showErrors = (next: Record<string, FieldError>) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = options.read(new FormData(event.currentTarget));
    setDone(false);
    setFailed(false);
    const checked = v.safeParse(options.schema, input);
    if (!checked.success) return showErrors(fieldErrors(checked.issues));
    setErrors({});
    setSending(true);
    const result = await options.send(checked.output);
    setSending(false);
    if (result.ok) {
      form.current?.reset();
      return setDone(true);
    }
    showErrors(result.errors);
    setFailed(Object.keys(result.errors).length === 0);
  }

  return { form, hydrated, errors, failed, done, sending, submit };
}
