import { describe, expect, it, vi } from 'vitest';
import { announceCartChange, onCartChange } from '../../../islands/stores/cart-sync.ts';

describe('two tabs agree on the cart (§4)', () => {
  it('announces a change on the BroadcastChannel and hears the other tabs', async () => {
    const otherTab = new BroadcastChannel('indumex-cart');
    const heard = vi.fn();
    otherTab.onmessage = heard;
    const changed = vi.fn();
    const stop = onCartChange(changed);
    try {
      announceCartChange();
      await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
      // A tab does not hear itself; it hears the others.
      expect(changed).not.toHaveBeenCalled();
      otherTab.postMessage('changed');
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
      stop();
      otherTab.postMessage('changed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(changed).toHaveBeenCalledTimes(1);
    } finally {
      otherTab.close();
    }
  });
});
