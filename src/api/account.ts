import type { StoreApiClient } from './client.ts';
import type { Right } from './types.ts';

// Typed calls of the account area (§7 account/*, companies/customers, account/{id}/role, register/*).

/** A user of the company as the users list and detail show it (§3 User). */
export interface CompanyUser {
  id: string;
  salutation: 'female' | 'male' | null;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string | null;
  active: boolean;
  leadBuyer: boolean;
  flow: { id: string; name: string; budget: number | null; budgetRemaining: number | null } | null;
}

export interface Pager {
  currentPage: number;
  currentLimit: number;
  totalResults: number;
  totalPages: number;
}

export interface CompanyUserList {
  elements: CompanyUser[];
  pager: Pager;
}

export type CriteriaFilter =
  | { type: 'equals'; field: string; value: string | number | boolean | null }
  | { type: 'contains'; field: string; value: string }
  | { type: 'range'; field: string; parameters: { gte?: number; lte?: number } };

export interface Criteria {
  page?: number;
  limit?: number;
  term?: string;
  filter?: CriteriaFilter[];
  sort?: { field: string; order: 'ASC' | 'DESC'; naturalSorting?: boolean }[];
}

export interface CompanyUserInput {
  salutation?: 'female' | 'male';
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phone?: string;
  leadBuyer?: boolean;
  active?: boolean;
  /** Mails the user a link to set a new password (nobody sets another user's password). */
  sendPasswordLink?: boolean;
}

export interface City {
  zipcode: string;
  name: string;
}

/** A branch a new company may prefer (§3 branch codes). */
export interface Branch {
  code: string;
  name: string;
}

/** A newcomer waiting for the lead buyer's approval to join the company (issue 26). */
export interface JoinRequest {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  requestedAt: string;
  companyNumber: string;
  companyName: string;
}
export type JoinDecision = 'approve' | 'refuse';
/** The join requests of the lead buyer's company (`/b2b/…`) or, for staff, of every company (`/staff/…`). */
export const joinPath = (base: '/b2b/companies' | '/staff', id: string, decision: JoinDecision) =>
  `${base}/join-requests/${encodeURIComponent(id)}/${decision}`;

const userPath = (id: string) => `/b2b/companies/customers/${encodeURIComponent(id)}`;
const rolePath = (id: string) => `/b2b/account/${encodeURIComponent(id)}/role`;

export const accountApi = (api: StoreApiClient) => ({
  changeProfile: (input: Record<string, unknown>) => api.request('POST', '/account/change-profile', input),
  changePassword: (input: { password: string; newPassword: string; newPasswordConfirm: string }) =>
    api.request('POST', '/account/change-password', input),
  recoverPassword: (username: string, storefrontUrl: string) =>
    api.request('POST', '/account/recovery-password', { username, storefrontUrl }),
  setPassword: (input: { hash: string; newPassword: string; newPasswordConfirm: string }) =>
    api.request('POST', '/account/recovery-password-confirm', input),

  searchUsers: (criteria: Criteria) =>
    api.request<CompanyUserList>('POST', '/b2b/companies/customers/search', criteria),
  createUser: (input: CompanyUserInput) =>
    api.request<CompanyUser>('POST', '/b2b/companies/customers', input),
  getUser: (id: string) => api.request<CompanyUser>('GET', userPath(id)),
  updateUser: (id: string, input: CompanyUserInput) => api.request<CompanyUser>('PATCH', userPath(id), input),
  deleteUsers: (customerIds: string[]) => api.request('DELETE', '/b2b/companies/customers', { customerIds }),
  getRights: async (id: string) => (await api.request<{ rights: Right[] }>('GET', rolePath(id))).rights,
  saveRights: async (id: string, rights: Right[]) =>
    (await api.request<{ rights: Right[] }>('PUT', rolePath(id), { rights })).rights,

  companyExists: (clientNumber: string, vat: string) =>
    api.request<{ exists: boolean; companyName: string }>(
      'GET',
      `/b2b/register/company/exists?${new URLSearchParams({ clientNumber, vat })}`,
    ),
  searchCities: async (zipcode: string) =>
    (
      await api.request<{ elements: City[] }>(
        'GET',
        `/b2b/register/cities/search?${new URLSearchParams({ zipcode })}`,
      )
    ).elements,
  branches: async () => (await api.request<{ elements: Branch[] }>('GET', '/b2b/register/branches')).elements,
  registerCompany: (input: Record<string, unknown>) => api.request('POST', '/b2b/register/company', input),
  registerCustomer: (input: Record<string, unknown>) =>
    api.request<{ customerId: string }>('POST', '/b2b/register/company/customer', input),
  confirmRegistration: (hash: string) =>
    api.request<{ awaitingApproval: boolean }>('POST', '/account/register-confirm', { hash }),
  joinRequests: async () =>
    (await api.request<{ elements: JoinRequest[] }>('GET', '/b2b/companies/join-requests')).elements,
  decideJoinRequest: (id: string, decision: JoinDecision) =>
    api.request('POST', joinPath('/b2b/companies', id, decision)),
});
export type AccountApi = ReturnType<typeof accountApi>;
