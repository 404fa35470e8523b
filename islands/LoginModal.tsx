import { useEffect, useRef, useState } from 'react';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { ForgotForm, LoginForm } from './LoginModalForms.tsx';

const focusFirstField = (element: HTMLElement | null) =>
  element?.querySelector<HTMLInputElement>('input')?.focus();

interface Props {
  locale: Locale;
  prefix: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The login modal of §2, swapping to the forgot-password modal. A native modal <dialog>: the page
 * behind is inert (focus stays inside), Escape closes it, focus returns to the opener.
 */
export default function LoginModal({ locale, prefix, open, onClose }: Props) {
  const t = { locale };
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<'login' | 'forgot'>('login');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setView('login');
      element.showModal();
      focusFirstField(element);
    } else if (!open && element.open) element.close();
  }, [open]);

  const titleId = `login-modal-title-${view}`;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(100vw-2rem,56rem)] rounded-lg p-0 shadow-2xl backdrop:bg-slate-900/60"
      style={view === 'forgot' ? { maxWidth: '34.375rem' } : undefined}
    >
      {open && (
        <div className="flex">
          {view === 'login' && (
            <div
              aria-hidden="true"
              className="hidden shrink-0 bg-brand-800 md:block"
              style={{ width: '21.875rem' }}
            >
              <img src="/media/logo-white.svg" alt="" className="m-10 w-48" />
            </div>
          )}
          {/* Keyed by view: swapping login ↔ forgot mounts a new panel and focuses its first field. */}
          <div key={view} ref={focusFirstField} className="flex flex-1 flex-col gap-4 p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-2xl font-bold text-brand-900">
                {view === 'login' ? m.account_login_title({}, t) : m.account_forgot_title({}, t)}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label={m.account_close({}, t)}
                className="-m-1 rounded p-1 text-2xl leading-none"
              >
                ×
              </button>
            </div>
            {view === 'login' ? (
              <LoginForm
                locale={locale}
                prefix={prefix}
                onDone={onClose}
                onForgot={() => setView('forgot')}
              />
            ) : (
              <ForgotForm locale={locale} prefix={prefix} onDone={onClose} onBack={() => setView('login')} />
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
