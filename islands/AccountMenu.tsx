import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CustomerSummary, FeatureFlags } from '../src/components/account/access.ts';
import { dropdownLinks } from '../src/components/account/sections.ts';
import { ICON_PATHS } from '../src/components/icons.ts';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { postJson } from './forms/submit.ts';
import { LazyLoginModal, loadLoginModal } from './login-modal-lazy.ts';
import { notify } from './NotificationsStore.ts';
import { $customer, $featureFlags, $sessionState, loadSession, primeSession } from './stores/session.ts';
import { useHydrated } from './use-hydrated.ts';

interface Props {
  locale: Locale;
  /** Domain path prefix ('' or '/fr'). */
  prefix: string;
  /** On the dark mobile bar the entry is a white icon. */
  tone?: 'light' | 'dark';
  /** The session as the server knew it (pages with a session only): null = logged out. */
  initial?: CustomerSummary | null;
  flags?: FeatureFlags;
}

const LIGHT_ITEM =
  'flex items-center gap-2 rounded-md px-3 py-2 font-medium text-brand-800 hover:bg-brand-50';
const DARK_ITEM = 'flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10';
const LINK_LABELS = {
  orderlist: m.account_section_orderlist,
  orders: m.account_section_orders,
  offers: m.account_section_offers,
};

function UserIcon() {
  return (
    <svg
      className="size-6"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d={ICON_PATHS.user} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Header account entry (§2, §4): a login-or-register button opening the login modal, or, when logged
 * in, the account dropdown. Pages with a session get it rendered by the server; others keep the plain
 * link to /auth until the session is known (and without JavaScript).
 */
export default function AccountMenu({ locale, prefix, tone = 'light', initial, flags: initialFlags }: Props) {
  const item = tone === 'dark' ? DARK_ITEM : LIGHT_ITEM;
  const t = { locale };
  // The other header entry may have loaded the session already: the first render still shows what
  // the server rendered, so hydration matches.
  const hydrated = useHydrated();
  const state = useStore($sessionState);
  const loaded = hydrated && state === 'ready';
  const stored = useStore($customer);
  const storedFlags = useStore($featureFlags);
  const customer = loaded ? stored : (initial ?? null);
  const flags = loaded ? storedFlags : (initialFlags ?? {});
  const [modal, setModal] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (initial === undefined) loadSession();
    else primeSession(initial, initialFlags ?? {});
  }, [initial, initialFlags]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function logout() {
    setLeaving(true);
    try {
      const answer = await postJson(`${prefix}/auth/logout`, {});
      // The logout endpoint answers a fixed path of its own (no return target to check here).
      window.location.assign(answer.redirect ?? `${prefix}/`);
    } catch {
      setLeaving(false);
      notify({ type: 'error', title: m.account_logout_error({}, t) });
    }
  }

  if (!customer) {
    const label = m.header_login({}, t);
    return (
      <>
        {loaded ? (
          <button
            type="button"
            className={item}
            onPointerEnter={loadLoginModal}
            onFocus={loadLoginModal}
            onClick={() => {
              setModalUsed(true);
              setModal(true);
            }}
            aria-haspopup="dialog"
          >
            <UserIcon />
            <span className="sr-only md:not-sr-only">{label}</span>
          </button>
        ) : (
          <a href={`${prefix}/auth`} className={item}>
            <UserIcon />
            <span className="sr-only md:not-sr-only">{label}</span>
          </a>
        )}
        {modalUsed && (
          <Suspense fallback={null}>
            <LazyLoginModal locale={locale} prefix={prefix} open={modal} onClose={() => setModal(false)} />
          </Suspense>
        )}
      </>
    );
  }

  // §2: on phones the user icon of a logged-in buyer goes straight to the dashboard; so does the
  // greeting rendered by the server, until the dropdown can open (and without JavaScript).
  if (tone === 'dark' || !hydrated) {
    return (
      <a href={`${prefix}/account/dashboard`} className={item}>
        <UserIcon />
        {tone === 'dark' ? (
          <span className="sr-only">{m.account_menu_dashboard({}, t)}</span>
        ) : (
          <span>{m.account_menu_greeting({ name: customer.firstName }, t)}</span>
        )}
      </a>
    );
  }

  const links = dropdownLinks(customer.rights, flags);
  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        className={item}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
        {/* The name starts with the visible greeting (WCAG 2.5.3); the rest says what the button opens. */}
        <span>{m.account_menu_greeting({ name: customer.firstName }, t)}</span>
        <span className="sr-only">, {m.account_menu_open({ name: customer.firstName }, t)}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
        style={{ maxHeight: '25rem' }}
      >
        <p className="font-semibold text-brand-900">
          {m.account_menu_greeting({ name: `${customer.firstName} ${customer.lastName}` }, t)}
        </p>
        <p className="text-sm text-slate-700">
          {customer.companyNumber} | {customer.companyName}
        </p>
        {links.length > 0 && (
          <ul className="mt-3 flex flex-col border-t border-slate-200 pt-2">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={`${prefix}${link.path}`}
                  onClick={close}
                  className="block rounded px-2 py-1.5 hover:bg-brand-50"
                >
                  {LINK_LABELS[link.key]({}, t)}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
          <a
            href={`${prefix}/account/dashboard`}
            onClick={close}
            className="rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
          >
            {m.account_menu_dashboard({}, t)}
          </a>
          <button
            type="button"
            onClick={logout}
            disabled={leaving}
            aria-busy={leaving}
            className="rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            {leaving ? m.account_loading({}, t) : m.account_logout({}, t)}
          </button>
        </div>
      </div>
    </div>
  );
}
