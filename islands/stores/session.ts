import { atom } from 'nanostores';
import { toSessionContext } from '../../src/api/reshape.ts';
import type { CustomerData } from '../../src/api/types.ts';
import {
  type CustomerSummary,
  type FeatureFlags,
  isLoggedIn,
  summarize,
} from '../../src/components/account/access.ts';

/** The logged-in customer as the header needs it; null when logged out. */
export const $customer = atom<CustomerSummary | null>(null);
export const $featureFlags = atom<FeatureFlags>({});
/** 'idle' until the first load; the header keeps its plain login link until then. */
export const $sessionState = atom<'idle' | 'loading' | 'ready'>('idle');

interface ContextAnswer {
  customer: CustomerData | null;
  salesChannel?: { featureFlags?: FeatureFlags };
}

/** Takes the session the server rendered the page with, instead of loading it again. */
export function primeSession(customer: CustomerSummary | null, flags: FeatureFlags): void {
  if ($sessionState.get() !== 'idle') return;
  $featureFlags.set(flags);
  $customer.set(customer);
  $sessionState.set('ready');
}

/** Loads customer and feature flags (§7 "feature-flag load when the account dropdown mounts"). */
export async function loadSession(): Promise<void> {
  // Once per page: both header entries ask for it.
  if ($sessionState.get() !== 'idle') return;
  $sessionState.set('loading');
  try {
    // The storefront proxy adds the session from its httpOnly cookie.
    const response = await fetch('/store-api/context', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const context = toSessionContext((await response.json()) as ContextAnswer);
    $featureFlags.set(context.salesChannel?.featureFlags ?? {});
    $customer.set(context.customer && isLoggedIn(context.customer) ? summarize(context.customer) : null);
  } catch {
    $customer.set(null);
  } finally {
    $sessionState.set('ready');
  }
}
