import { stableId } from '../../shared/ids.ts';
import type { staffUser } from '../db/schema/index.ts';

/**
 * The demo staff, who log in with the demo password too: sales helps customers (/loginascustomer),
 * the editor edits and publishes CMS pages (/preview).
 */
export const DEMO_STAFF = [
  { username: 'staff.sales', name: 'Nina Martens', roles: ['sales'] },
  { username: 'staff.editor', name: 'Eva Claes', roles: ['editor'] },
];

export const staffRows = (passwordHash: string): (typeof staffUser.$inferInsert)[] =>
  DEMO_STAFF.map((s) => ({ id: stableId(`staff:${s.username}`), ...s, passwordHash, active: true }));
