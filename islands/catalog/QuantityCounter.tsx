import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '../../src/shared/catalog/format.ts';
import {
  defaultQuantity,
  type QuantityError,
  quantityErrors,
  snapQuantity,
  stepQuantity,
} from '../../src/shared/catalog/quantity.ts';
import type { Locale } from '../../src/shared/locales.ts';
import AddToCart, { type AddToCartMessages } from '../cart/AddToCart.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { $articles, $quantities } from './article-store.ts';

/** Translated texts, rendered by the server (the island ships no message catalogue). */
export interface CounterMessages {
  label: string;
  decrease: string;
  increase: string;
  min: string;
  max: string;
  soldPer: string;
  errors: Record<QuantityError, string>;
  cart: AddToCartMessages;
}

interface Props {
  productId: string;
  sku: string;
  min: number;
  max: number | null;
  step: number;
  unit?: string;
  /** The page was rendered with a session (see AddToCart). */
  session: boolean;
  /** The server's view of the PLACE_ORDERS right (see AddToCart). */
  canOrder: boolean;
  /** The page to come back to after the plain form post (path and query). */
  back: string;
  locale: Locale;
  /** Domain path prefix ('' or '/fr'). */
  prefix: string;
  messages: CounterMessages;
}

const HOLD_DELAY_MS = 300; // §9: hold-to-repeat starts after 300 ms…
const HOLD_EVERY_MS = 50; // …and repeats every 50 ms
const show = (value: number) => formatNumber(value, 2).replace(/,00$/, '');

/**
 * Quantity counter (§2, §4, §5): minus/plus, numeric input, optional unit, hold-to-repeat; values
 * snap to the grid min + k × step and are clamped to min and max. Once the ArticleInfo island has
 * the customer's article information: the stock check (an article with a delivery time is
 * backordered beyond its stock, which the stock state above tells), and no counter at all for an
 * article without a price, where the mail-contact button takes its place (§1).
 */
export default function QuantityCounter({
  productId,
  sku,
  min,
  max,
  step,
  unit,
  session,
  canOrder,
  back,
  locale,
  prefix,
  messages,
}: Props) {
  const articles = useStore($articles);
  // Until hydrated the server's view holds (no article information), so both renders agree.
  const info = useHydrated() ? articles[sku] : undefined;
  const rules = {
    min: info?.minSalesQuantity ?? min,
    max: info?.maxPurchase ?? max,
    step: info?.purchaseSteps ?? step,
    stock: info?.stock,
    backorder: info?.leadTime != null,
  };
  const start = defaultQuantity(rules.min);
  const [value, setValue] = useState(start);
  const [text, setText] = useState(String(start));
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>(
    {},
  );
  const id = useId();
  const current = useRef(value);
  current.current = value;

  // What was typed into the server's form before this island hydrated is kept: React would put
  // its own state back into the field on the next render.
  const input = useRef<HTMLInputElement>(null);
  const shownStart = useRef(start);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== String(shownStart.current)) setText(typed);
  }, []);

  // The quantity resets when the minimum changes (§5).
  useEffect(() => {
    if (shownStart.current === start) return;
    shownStart.current = start;
    setValue(start);
    setText(String(start));
  }, [start]);

  const parsed = Number(text.replace(',', '.'));
  const errors = quantityErrors(parsed, rules).filter((e) => e !== 'above-stock' || rules.stock != null);
  const invalid = errors.length > 0;

  // The stock state and the delivery time follow the wanted quantity (§4).
  useEffect(() => {
    if (!invalid) $quantities.setKey(sku, parsed);
  }, [sku, parsed, invalid]);

  const set = (next: number) => {
    setValue(next);
    setText(String(next));
  };
  const stepBy = (direction: 1 | -1) => set(stepQuantity(current.current, direction, rules));
  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
  };
  const hold = (direction: 1 | -1) => {
    stop();
    stepBy(direction);
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => stepBy(direction), HOLD_EVERY_MS);
    }, HOLD_DELAY_MS);
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.delay);
      clearInterval(pending.repeat);
    };
  }, []);

  const button =
    'h-10 w-10 rounded-md border border-slate-400 text-xl font-bold text-brand-800 hover:bg-brand-50';
  const holdProps = (direction: 1 | -1) => ({
    onPointerDown: (e: React.PointerEvent) => {
      e.preventDefault();
      hold(direction);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        stepBy(direction);
      }
    },
  });

  if (info?.noPrice) return null;
  return (
    // A plain form post without JavaScript (issue 27); hydrated, the add button replaces it.
    <form
      method="post"
      action={`${prefix}/checkout/add`}
      className="flex flex-col gap-2"
      data-testid="quantity-counter"
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {messages.label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={messages.decrease}
          aria-controls={id}
          {...holdProps(-1)}
        >
          −
        </button>
        <input
          ref={input}
          id={id}
          name="quantity"
          type="text"
          inputMode="decimal"
          value={text}
          aria-invalid={invalid}
          aria-describedby={`${id}-rules ${id}-errors`}
          className="h-10 w-24 rounded-md border border-slate-400 px-2 text-center"
          onChange={(e) => setText(e.target.value)}
          onBlur={() => set(snapQuantity(parsed, rules))}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              stepBy(e.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        {unit && <span className="text-slate-700">{unit}</span>}
        <button
          type="button"
          className={button}
          aria-label={messages.increase}
          aria-controls={id}
          {...holdProps(1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-rules`} className="text-sm text-slate-600">
        {messages.min.replace('{min}', show(snapQuantity(0, rules)))}
        {rules.max != null && <> · {messages.max.replace('{max}', show(rules.max))}</>}
        {' · '}
        {messages.soldPer.replace('{step}', show(rules.step))}
      </p>
      <div id={`${id}-errors`} role="alert" className="text-sm font-semibold text-red-700">
        {errors.map((error) => (
          <p key={error}>{messages.errors[error]}</p>
        ))}
      </div>
      <AddToCart
        productId={productId}
        quantity={invalid ? null : parsed}
        session={session}
        canOrder={canOrder}
        buyable={info?.isBuyable !== false}
        soldOut={info?.soldOut === true}
        locale={locale}
        prefix={prefix}
        messages={messages.cart}
      />
    </form>
  );
}
