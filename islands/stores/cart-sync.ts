/**
 * Two open tabs agree on the cart (§4): a tab that changed it says so, the others reload it. A
 * BroadcastChannel when the browser has one, else a storage event (which fires in the other tabs only).
 */
const NAME = 'indumex-cart';

let channel: BroadcastChannel | null | undefined;
const channelOf = () => {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null;
  return channel;
};

export function announceCartChange(): void {
  const open = channelOf();
  if (open) {
    open.postMessage('changed');
    return;
  }
  try {
    // A new value every time: the same value again would fire no event.
    localStorage.setItem(NAME, `${Date.now()}-${Math.random()}`);
  } catch {
    // Storage refused (private mode, quota): other tabs catch up on their next page load.
  }
}

/** Calls `listener` when another tab changed the cart; returns the unsubscribe. */
export function onCartChange(listener: () => void): () => void {
  const open = channelOf();
  if (open) {
    const handler = () => listener();
    open.addEventListener('message', handler);
    return () => open.removeEventListener('message', handler);
  }
  const handler = (event: StorageEvent) => {
    if (event.key === NAME) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
