import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../src/shared/locales.ts';
import { LazyLoginModal, loadLoginModal } from '../login-modal-lazy.ts';
import { $cartBusy } from '../stores/cart.ts';
import { rememberAdd } from '../stores/pending-add.ts';
import { $customer, $sessionState } from '../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import BusyButton from './BusyButton.tsx';
import { addWithFeedback, needsLogin, requestOffer } from './feedback.ts';

export interface AddToCartMessages {
  addToCart: string;
  adding: string;
  requestOffer: string;
  sendingOffer: string;
  /** The confirmation step of the offer request, with `{quantity}` left for the island. */
  offerQuestion: string;
  offerConfirm: string;
  offerCancel: string;
  /** Why the button is disabled for an article out of stock without a delivery time. */
  soldOut: string;
}

interface Props {
  productId: string;
  /** A valid quantity, or null while the counter's value breaks a rule (§5: add-to-cart disabled). */
  quantity: number | null;
  /** The page was rendered with a session: the customer's rights decide. */
  session: boolean;
  /** The server's view of the rights (PLACE_ORDERS), so the button is there before hydration (issue 27). */
  canOrder: boolean;
  /** False when the customer's article information says it cannot be bought (no price for them). */
  buyable: boolean;
  /** Out of stock without a delivery time: the button stays, disabled, with the stock message. */
  soldOut: boolean;
  locale: Locale;
  prefix: string;
  messages: AddToCartMessages;
}

const PRIMARY =
  'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400';
const SECONDARY =
  'rounded-md border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The buy box's actions (§4, §6): add to cart for buyers with PLACE_ORDERS, the login modal for
 * visitors (their choice is remembered and added after the login), nothing for customers without
 * the right; and the per-product offer request for customers with REQUEST_OFFER. The add button
 * submits the counter's form (src/pages/checkout/add.ts) until hydrated or without JavaScript.
 */
export default function AddToCart({
  productId,
  quantity,
  session,
  canOrder,
  buyable,
  soldOut,
  locale,
  prefix,
  messages,
}: Props) {
  // The session is loaded by the header's account menu; rights decide once it is known.
  const state = useStore($sessionState);
  const customer = useStore($customer);
  const cartBusy = useStore($cartBusy);
  const hydrated = useHydrated();
  const [modal, setModal] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  const soldOutId = useId();
  const confirmId = useId();
  // A quote request is mailed and stored: it is confirmed first (issue 27).
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // Until hydrated the server's view holds, so both renders agree.
  const known = hydrated && state === 'ready';
  const rights = (known && customer?.rights) || [];
  const visitor = known ? !customer : !session;
  // An article without a price for this customer shows the mail-contact button instead (§1).
  const showAdd = visitor || ((known ? rights.includes('ROLE_PLACE_ORDERS') : canOrder) && buyable);
  const item = { type: 'product' as const, referencedId: productId, quantity: quantity ?? undefined };

  const askLogin = () => {
    rememberAdd(item);
    setModalUsed(true);
    setModal(true);
  };
  async function add() {
    if (visitor) return askLogin();
    if (needsLogin(await addWithFeedback([item]))) askLogin();
  }
  async function offer() {
    if (quantity !== null) await requestOffer(productId, quantity);
    setConfirming(false);
  }

  return (
    // The height is kept while the rights are still loading, so the page does not jump.
    <div className="flex min-h-12 flex-wrap gap-3">
      {showAdd && (
        <BusyButton
          submit
          busyLabel={messages.adding}
          onPress={add}
          disabled={quantity === null || cartBusy || soldOut}
          describedBy={soldOut ? soldOutId : undefined}
          className={PRIMARY}
          opensDialog={visitor}
          onWarm={visitor ? loadLoginModal : undefined}
        >
          {messages.addToCart}
        </BusyButton>
      )}
      {showAdd && soldOut && (
        <p id={soldOutId} className="basis-full text-sm font-semibold text-red-700" data-testid="sold-out">
          {messages.soldOut}
        </p>
      )}
      {rights.includes('ROLE_REQUEST_OFFER') && !confirming && (
        <button
          type="button"
          disabled={quantity === null}
          aria-expanded={false}
          aria-controls={confirmId}
          className={SECONDARY}
          onClick={() => setConfirming(true)}
        >
          {messages.requestOffer}
        </button>
      )}
      {rights.includes('ROLE_REQUEST_OFFER') && confirming && (
        <div
          id={confirmId}
          className="flex basis-full flex-wrap items-center gap-3"
          data-testid="offer-confirm"
        >
          <p ref={confirmRef} tabIndex={-1} className="basis-full font-medium focus:outline-none">
            {messages.offerQuestion.replace('{quantity}', String(quantity ?? ''))}
          </p>
          <BusyButton
            busyLabel={messages.sendingOffer}
            onPress={offer}
            disabled={quantity === null}
            className={SECONDARY}
          >
            {messages.offerConfirm}
          </BusyButton>
          <button
            type="button"
            className="rounded-md px-4 py-2.5 font-medium text-slate-700 underline"
            onClick={() => setConfirming(false)}
          >
            {messages.offerCancel}
          </button>
        </div>
      )}
      {/* Outside the counter's form: the modal has forms of its own. */}
      {modalUsed &&
        createPortal(
          <Suspense fallback={null}>
            <LazyLoginModal locale={locale} prefix={prefix} open={modal} onClose={() => setModal(false)} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
