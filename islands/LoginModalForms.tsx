import { type SubmitEvent, useState } from 'react';
import * as v from 'valibot';
import {
  type ErrorItem,
  type FormError,
  fromErrorItems,
  fromIssues,
  toMessages,
} from '../src/components/form/errors.ts';
import { Field } from '../src/components/form/Field.tsx';
import { BUTTON_PRIMARY } from '../src/components/form/styles.ts';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { sameOriginPath } from '../src/shared/return-target.ts';
import { LoginSchema, RecoverySchema } from '../src/shared/schemas/account.ts';
import { postJson } from './forms/submit.ts';
import { notify } from './NotificationsStore.ts';

interface FormProps {
  locale: Locale;
  /** Domain path prefix ('' or '/fr'). */
  prefix: string;
  onDone: () => void;
}

const valuesOf = (event: SubmitEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

function FormErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/**
 * After a login from a page (a product, a category, a search) the buyer returns to it; from the
 * home, login and registration pages the login action's default, the dashboard (§4), applies.
 */
export function returnTarget(prefix: string, location: Pick<Location, 'pathname' | 'search'>) {
  const path = location.pathname.slice(prefix.length) || '/';
  const start = path === '/' || /^\/(auth|register)(\/|$)/.test(path);
  return start ? undefined : `${location.pathname}${location.search}`;
}

/** §4 login: validate, send, then close + notify + redirect, or show the form error. */
export function LoginForm({ locale, prefix, onDone, onForgot }: FormProps & { onForgot: () => void }) {
  const t = { locale };
  const [errors, setErrors] = useState<FormError[]>([]);
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);
  const messages = toMessages(errors, locale);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(LoginSchema, valuesOf(event));
    if (!parsed.success) return setErrors(fromIssues(parsed.issues));
    setBusy(true);
    setErrors([]);
    try {
      const redirect = returnTarget(prefix, window.location);
      const answer = await postJson(`${prefix}/auth/login`, { ...parsed.output, redirect });
      if (answer.redirect) {
        notify({ type: 'success', title: m.account_login_success({}, t) });
        onDone();
        window.location.assign(sameOriginPath(answer.redirect, `${prefix}/`));
        return;
      }
      setErrors(fromErrorItems(answer.errors ?? []));
    } catch {
      setErrors([{ field: '', code: 'UNKNOWN_ERROR', params: {} }]);
    }
    setBusy(false);
  }

  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((shown) => !shown)}
      aria-pressed={visible}
      aria-label={visible ? m.account_password_hide({}, t) : m.account_password_show({}, t)}
      className="absolute right-1 rounded px-2 py-1 text-sm font-medium text-brand-700"
    >
      {visible ? '🙈' : '👁'}
    </button>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <FormErrors messages={messages.form} />
      <Field
        name="username"
        label={m.account_field_username({}, t)}
        locale={locale}
        idPrefix="login-modal"
        required
        autoComplete="username"
        error={messages.fields.username}
      />
      <Field
        name="password"
        type={visible ? 'text' : 'password'}
        label={m.account_field_password({}, t)}
        locale={locale}
        idPrefix="login-modal"
        required
        autoComplete="current-password"
        error={messages.fields.password}
        trailing={toggle}
        style={{ paddingRight: '3rem' }}
      />
      <button type="button" onClick={onForgot} className="self-start text-brand-700 underline">
        {m.account_login_forgot({}, t)}
      </button>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? m.account_loading({}, t) : m.account_login_submit({}, t)}
        </button>
        <a
          href={`${prefix}/register/company`}
          className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
        >
          {m.account_register_title({}, t)}
        </a>
      </div>
    </form>
  );
}

/** §4 forgot password: validate, send, success notification and close; on failure a form error. */
export function ForgotForm({ locale, prefix, onDone, onBack }: FormProps & { onBack: () => void }) {
  const t = { locale };
  const [errors, setErrors] = useState<FormError[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const messages = toMessages(errors, locale);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const storefrontUrl = `${window.location.origin}${prefix}`;
    const parsed = v.safeParse(RecoverySchema, { username: valuesOf(event).username ?? '', storefrontUrl });
    setFailed(false);
    if (!parsed.success) return setErrors(fromIssues(parsed.issues));
    setErrors([]);
    setBusy(true);
    const response = await fetch('/store-api/account/recovery-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(parsed.output),
    }).catch(() => null);
    setBusy(false);
    if (response?.status === 429) {
      const answer = (await response.json().catch(() => ({}))) as { errors?: ErrorItem[] };
      return setErrors(fromErrorItems(answer.errors ?? []));
    }
    if (!response?.ok) return setFailed(true);
    notify({ type: 'success', title: m.account_forgot_success({}, t) });
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <p>{m.account_forgot_intro({}, t)}</p>
      <FormErrors messages={failed ? [m.account_forgot_failed({}, t)] : messages.form} />
      <Field
        name="username"
        label={m.account_field_username({}, t)}
        locale={locale}
        idPrefix="forgot-modal"
        required
        autoComplete="username"
        error={messages.fields.username}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? m.account_loading({}, t) : m.account_forgot_submit({}, t)}
        </button>
        <button type="button" onClick={onBack} className="text-brand-700 underline">
          {m.account_backToLogin({}, t)}
        </button>
        <a href={`${prefix}/register/company`} className="text-brand-700 underline">
          {m.account_register_title({}, t)}
        </a>
      </div>
    </form>
  );
}
