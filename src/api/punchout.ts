import type { OciEntry, OciLogin } from '../shared/schemas/punchout.ts';
import type { TransferForm } from './cart-types.ts';
import type { StoreApiClient } from './client.ts';

// Typed punch-out calls (§7 AgiqonOciEntry/*, b2b/punchout/*).

/**
 * What the storefront knows of a punch-out session: the kind (and cXML operation), and the hosts of the
 * company's procurement system that may frame its pages (CSP sources).
 */
export type PunchoutMode = ({ kind: 'oci' } | { kind: 'cxml'; operation: 'create' | 'edit' | 'inspect' }) & {
  frameAncestors?: string[];
};

/** The company's punch-out settings as the lead buyer sees them (secrets only as set / not set). */
export interface PunchoutSettings {
  configured: boolean;
  punchoutCustomer?: string | null;
  oci?: { enabled: boolean; username: string | null; passwordSet: boolean; allowedHookUrls: string[] };
  cxml?: {
    from: { domain: string | null; identity: string | null };
    to: { domain: string | null; identity: string | null };
    sender: { domain: string | null; identity: string | null };
    sharedSecretSet: boolean;
    allowedPostHosts: string[];
    base64: boolean;
  };
  unitMapping?: Record<string, { iso: string; unece: string }>;
}

interface SessionAnswer {
  contextToken: string;
}

export const punchoutApi = (api: StoreApiClient) => ({
  /** The session's punch-out mode, null for a normal session. */
  mode: async () =>
    (await api.request<{ punchout: PunchoutMode | null }>('GET', '/b2b/punchout/state')).punchout,
  /** A normal session of a punch-out customer: they order through their procurement system only. */
  ordersOnlyThroughProcurement: async () =>
    (await api.request<{ punchoutOnly?: boolean }>('GET', '/b2b/punchout/state')).punchoutOnly === true,
  /** /oci with the company's OCI credentials: the new context token. */
  ociLogin: async (input: OciLogin) =>
    (await api.request<SessionAnswer>('POST', '/AgiqonOciEntry/login', input)).contextToken,
  /** /oci with a one-time password: the new context token. */
  ociOtpLogin: async (otp: string, entry: OciEntry) =>
    (await api.request<SessionAnswer>('POST', `/AgiqonOciEntry/otp/${encodeURIComponent(otp)}`, entry))
      .contextToken,
  logout: () => api.request<SessionAnswer>('POST', '/AgiqonOciEntry/logout'),
  settings: () => api.request<PunchoutSettings>('GET', '/b2b/punchout/settings'),
  /** Issue 27: sends the cart once: its form for the procurement system; the cart is emptied. */
  transfer: async () => (await api.request<{ form: TransferForm }>('POST', '/b2b/punchout/transfer')).form,
});
