import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $cartBusy,
  $cartCount,
  addToCart,
  CART_TIMEOUT_MS,
  CartRequestError,
  loadCart,
  removeLine,
  updateLine,
} from '../../../islands/stores/cart.ts';
import type { Cart, CartLineItem } from '../../../src/api/cart-types.ts';

const PRODUCT_ID = '0190a1b2-0000-7000-8000-000000000001';

function line(id: string, quantity: number, extra: Partial<CartLineItem> = {}): CartLineItem {
  return {
    apiAlias: 'cart_line_item',
    id,
    type: 'product',
    referencedId: PRODUCT_ID,
    sku: 'IM-100158',
    label: 'Cilinderlager NJ206',
    quantity,
    good: true,
    removable: true,
    stackable: true,
    cover: null,
    price: {
      apiAlias: 'calculated_price',
      unitPrice: 12.345,
      quantity,
      totalPrice: 12.345 * quantity,
      listPrice: null,
    },
    quantityInformation: { minPurchase: 1, maxPurchase: null, purchaseSteps: 1 },
    payload: {},
    ...extra,
  };
}

const cartWith = (lineItems: CartLineItem[]) =>
  ({
    apiAlias: 'cart',
    lineItems,
    productCount: lineItems.filter((l) => l.type === 'product').length,
  }) as Cart;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let dataLayer: Record<string, unknown>[];

beforeEach(() => {
  fetchMock = vi.fn();
  dataLayer = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { dataLayer });
  // Tabs are told through a BroadcastChannel; the store's own channel must not keep the test alive.
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('localStorage', { setItem: vi.fn() });
  $cart.set(null);
});

afterEach(() => vi.unstubAllGlobals());

const events = () => dataLayer.filter((entry) => entry.event);

describe('cart store (§4)', () => {
  it('reads the cart; the badge counts product lines', async () => {
    fetchMock.mockResolvedValueOnce(json(cartWith([line('a', 2), line('b', 1, { type: 'promotion' })])));
    await loadCart();
    expect(fetchMock).toHaveBeenCalledWith(
      '/store-api/checkout/cart',
      expect.objectContaining({ method: 'GET' }),
    );
    expect($cartCount.get()).toBe(1);
  });

  it('keeps the cart it had when a read fails', async () => {
    $cart.set(cartWith([line('a', 1)]));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await loadCart()).toBeNull();
    expect($cartCount.get()).toBe(1);
  });

  it('adds in one call with the §9 timeout, is busy meanwhile and tracks add_to_cart', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const adding = addToCart([{ type: 'product', referencedId: PRODUCT_ID, quantity: 3 }]);
    await Promise.resolve();
    await Promise.resolve();
    expect($cartBusy.get()).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/store-api/checkout/cart/line-item');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      items: [{ type: 'product', referencedId: PRODUCT_ID, quantity: 3 }],
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(CART_TIMEOUT_MS).toBe(30_000);
    answer(json(cartWith([line('a', 3)])));
    await adding;
    expect($cartBusy.get()).toBe(false);
    expect($cartCount.get()).toBe(1);
    expect(events()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 37.035,
          items: [{ item_id: 'IM-100158', item_name: 'Cilinderlager NJ206', price: 12.345, quantity: 3 }],
        },
      },
    ]);
  });

  it('a refused add throws the error envelope and changes nothing', async () => {
    $cart.set(cartWith([line('a', 1)]));
    const errors = [{ code: 'B2B__PRODUCT_OUT_OF_STOCK', detail: 'IM-100158 is out of stock.' }];
    fetchMock.mockResolvedValueOnce(json({ errors }, 400));
    const failure = await addToCart([{ type: 'product', referencedId: PRODUCT_ID, quantity: 1 }]).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CartRequestError);
    expect(failure).toMatchObject({ status: 400, items: errors });
    expect($cart.get()?.lineItems[0]?.quantity).toBe(1);
    expect($cartBusy.get()).toBe(false);
    expect(events()).toEqual([]);
  });

  it('reports a timeout and a network failure as codes of their own', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('slow', 'TimeoutError'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const add = () =>
      addToCart([{ type: 'product', sku: 'IM-100158' }]).then(
        () => null,
        (e: CartRequestError) => e,
      );
    expect((await add())?.items).toEqual([{ code: 'TIMEOUT' }]);
    expect((await add())?.items).toEqual([{ code: 'NETWORK' }]);
  });

  it('one call at a time: a slow answer cannot overwrite a newer one', async () => {
    const answers: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = addToCart([{ type: 'product', sku: 'IM-100158', quantity: 1 }]);
    const second = addToCart([{ type: 'product', sku: 'IM-100158', quantity: 1 }]);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(json(cartWith([line('a', 1)])));
    await first;
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect($cartBusy.get()).toBe(true);
    answers[1]?.(json(cartWith([line('a', 2)])));
    await second;
    expect($cart.get()?.lineItems[0]?.quantity).toBe(2);
    expect($cartBusy.get()).toBe(false);
  });

  it('a quantity change is tracked as the difference; a removal as remove_from_cart', async () => {
    $cart.set(cartWith([line('a', 5)]));
    fetchMock.mockResolvedValueOnce(json(cartWith([line('a', 2)])));
    await updateLine('a', { quantity: 2, comment: 'hal 3' });
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      items: [{ id: 'a', quantity: 2, payload: { customFields: { order_detail_text: 'hal 3' } } }],
    });
    fetchMock.mockResolvedValueOnce(json(cartWith([])));
    await removeLine('a');
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[0]).toBe(
      '/store-api/checkout/cart/line-item/delete',
    );
    expect(
      events().map((e) => [e.event, (e.ecommerce as { items: { quantity: number }[] }).items[0]?.quantity]),
    ).toEqual([
      ['remove_from_cart', 3],
      ['remove_from_cart', 2],
    ]);
    expect($cartCount.get()).toBe(0);
  });

  it('tells the other tabs after a change (storage fallback without BroadcastChannel)', async () => {
    fetchMock.mockResolvedValueOnce(json(cartWith([line('a', 1)])));
    await addToCart([{ type: 'product', sku: 'IM-100158' }]);
    expect(localStorage.setItem).toHaveBeenCalledWith('indumex-cart', expect.any(String));
  });
});
