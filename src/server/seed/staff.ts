import { stableId } from '../../shared/ids.ts';
import type { staffUser } from '../db/schema/index.ts';

/** The demo sales staff (/loginascustomer); they log in with the demo password too. */
export const DEMO_STAFF = [{ username: 'staff.sales', name: 'Nina Martens' }];

export const staffRows = (passwordHash: string): (typeof staffUser.$inferInsert)[] =>
  DEMO_STAFF.map((s) => ({ id: stableId(`staff:${s.username}`), ...s, passwordHash, active: true }));
