import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../../src/components/account/access.ts';
import { RIGHT_GROUPS, rightsFromForm } from '../../../src/components/account/rights-groups.ts';
import {
  dropdownLinks,
  isGuardedPath,
  sectionOf,
  visibleSections,
} from '../../../src/components/account/sections.ts';
import { FEATURE_FLAGS, RIGHTS } from '../../../src/shared/rights.ts';

const keys = (links: { key: string }[]) => links.map((l) => l.key);

describe('rights gating of the account dropdown and sidebar (§6)', () => {
  it('shows order lists, orders and offers only with their rights and flag', () => {
    expect(keys(dropdownLinks([], FEATURE_FLAGS))).toEqual([]);
    expect(keys(dropdownLinks(['ROLE_MANAGE_ORDER_LISTS'], FEATURE_FLAGS))).toEqual(['orderlist']);
    const all = ['ROLE_MANAGE_ORDER_LISTS', 'ROLE_MANAGE_ORDER_HISTORY', 'ROLE_MANAGE_OFFER_HISTORY'];
    expect(keys(dropdownLinks(all, FEATURE_FLAGS))).toEqual(['orderlist', 'orders', 'offers']);
    // Orders also need DISPLAY_ORDER_HISTORY; offers need no flag in the dropdown.
    const noHistory = { ...FEATURE_FLAGS, DISPLAY_ORDER_HISTORY: false, DISPLAY_OFFER_HISTORY: false };
    expect(keys(dropdownLinks(all, noHistory))).toEqual(['orderlist', 'offers']);
  });

  it('lists every sidebar section for a lead buyer and only the free ones without rights', () => {
    expect(visibleSections([...RIGHTS], FEATURE_FLAGS, true)).toHaveLength(14);
    // The punch-out settings are the lead buyer's only, whatever rights a user holds.
    expect(keys(visibleSections([...RIGHTS], FEATURE_FLAGS, true))).toContain('punchout');
    expect(keys(visibleSections([...RIGHTS], FEATURE_FLAGS))).not.toContain('punchout');
    expect(keys(visibleSections([], FEATURE_FLAGS))).toEqual(['dashboard', 'profile']);
    // Order references open with either MANAGE_ORDER_REFERENCES or ADD_ORDER_REFERENCES.
    for (const right of ['ROLE_MANAGE_ORDER_REFERENCES', 'ROLE_ADD_ORDER_REFERENCES'])
      expect(keys(visibleSections([right], FEATURE_FLAGS))).toContain('orderreferences');
    expect(keys(visibleSections([...RIGHTS], { ...FEATURE_FLAGS, MODULE_COST_CENTER: false }))).not.toContain(
      'costcenter',
    );
  });

  it('opens the approvals to a lead buyer without APPROVE_ORDER_FLOWS: they decide when nobody else can', () => {
    expect(keys(visibleSections([], FEATURE_FLAGS, true))).toContain('approvals');
    expect(keys(visibleSections([], FEATURE_FLAGS, false))).not.toContain('approvals');
    expect(keys(visibleSections(['ROLE_APPROVE_ORDER_FLOWS'], FEATURE_FLAGS))).toContain('approvals');
  });

  it('finds the section (route meta access.role) of sub-pages', () => {
    expect(sectionOf('/account/customer/details/abc')?.right).toBe('ROLE_MANAGE_CONTACTS');
    expect(sectionOf('/account/customer')?.right).toBe('ROLE_MANAGE_CONTACTS');
    expect(sectionOf('/account/customers')).toBeUndefined();
    expect(isGuardedPath('/account/profile')).toBe(true);
    expect(isGuardedPath('/account')).toBe(true);
    expect(isGuardedPath('/account/recover/password')).toBe(false);
    expect(isGuardedPath('/accounting')).toBe(false);
  });

  it('counts a customer as logged in only with an id and active', () => {
    expect(isLoggedIn({ id: 'x', active: true })).toBe(true);
    expect(isLoggedIn({ id: 'x', active: false })).toBe(false);
    expect(isLoggedIn({ id: '', active: true })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });

  it('groups all 24 rights exactly once and reads the editor form', () => {
    const grouped = RIGHT_GROUPS.flatMap((g) => g.rights);
    expect(grouped).toHaveLength(24);
    expect(new Set(grouped)).toEqual(new Set(RIGHTS));
    const rights = rightsFromForm({ 'right.ROLE_MANAGE_CONTACTS': 'true', 'right.NOT_A_RIGHT': 'true' });
    expect(rights).toHaveLength(24);
    expect(rights.filter((r) => r.enabled).map((r) => r.code)).toEqual(['ROLE_MANAGE_CONTACTS']);
  });
});
