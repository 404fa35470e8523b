import { type JoinDecision, type JoinRequest, joinPath } from './account.ts';
import type { StoreApiClient } from './client.ts';

// Typed calls of the sales staff (/loginascustomer). `api` is bound to the staff session's token.

export interface StaffUser {
  id: string;
  username: string;
  name: string;
  roles: ('sales' | 'editor')[];
}

export interface StaffCustomer {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  company: { number: string; name: string };
}

export interface Impersonation {
  id: string;
  startedAt: string;
  staff: { name: string };
  customer: StaffCustomer;
}

export const staffApi = (api: StoreApiClient) => ({
  login: async (username: string, password: string) =>
    (await api.request<{ contextToken: string }>('POST', '/staff/login', { username, password }))
      .contextToken,
  logout: () => api.request<unknown>('POST', '/staff/logout'),
  session: () => api.request<StaffUser>('GET', '/staff/session'),
  customers: async (term: string) =>
    (
      await api.request<{ elements: StaffCustomer[] }>(
        'GET',
        `/staff/customers?${new URLSearchParams({ term })}`,
      )
    ).elements,
  /** Opens a new session of the customer; returns its context token. */
  impersonate: async (customerId: string) =>
    (
      await api.request<{ contextToken: string }>(
        'POST',
        `/staff/impersonate/${encodeURIComponent(customerId)}`,
      )
    ).contextToken,
  /** Ends the helped session of `contextToken` (logs the customer session out). */
  exit: (contextToken: string | null) =>
    api.request<{ ended: number }>('POST', '/staff/impersonate/exit', contextToken ? { contextToken } : {}),
  /** Newcomers of every company waiting for approval (issue 26), and the decision on one. */
  joinRequests: async () =>
    (await api.request<{ elements: JoinRequest[] }>('GET', '/staff/join-requests')).elements,
  decideJoinRequest: (id: string, decision: JoinDecision) =>
    api.request<unknown>('POST', joinPath('/staff', id, decision)),
  /** For the banner, with `api` bound to the customer session: who helps whom, 404 if nobody. */
  current: () => api.request<Impersonation>('GET', '/account/impersonation'),
});
