import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { newId } from '../../shared/ids.ts';
import { Username } from '../../shared/schemas/fields.ts';
import { hashPassword } from '../account/password.ts';
import type { Db } from '../db/client.ts';
import { staffSession, staffUser } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import type { StaffRole, StaffRow } from './auth.ts';
import { endImpersonation } from './impersonate.ts';

/** Every role a staff user can hold, with what it allows (a Record, so a new StaffRole must be added). */
const ROLES: Record<StaffRole, string> = {
  sales: 'helps customers at /loginascustomer',
  editor: 'edits and publishes CMS pages at /preview',
};
const ROLE_NAMES = Object.keys(ROLES) as StaffRole[];

/** One command of `npm run staff`, as parsed from its arguments (and sent to a running shop). */
export type StaffCommand =
  | { command: 'add'; username: string; name: string; roles: StaffRole[] }
  | { command: 'list' }
  | { command: 'deactivate' | 'activate' | 'password'; username: string }
  | { command: 'roles'; username: string; roles: StaffRole[] };

export const USAGE = `usage: npm run staff -- add <username> --name "Full Name" [--roles ${ROLE_NAMES.join(',')}]
       npm run staff -- list
       npm run staff -- deactivate <username>
       npm run staff -- activate <username>
       npm run staff -- roles <username> ${ROLE_NAMES.join(',')}
       npm run staff -- password <username>
roles: ${ROLE_NAMES.map((role) => `${role} (${ROLES[role]})`).join(', ')}; add gives sales unless told`;

const usage = (problem: string) => new Error(`${problem}\n${USAGE}`);

/** A comma-separated list of known roles, at least one. */
function parseRoles(list: string): StaffRole[] {
  const roles = [...new Set(list.split(',').map((s) => s.trim()))].filter(Boolean);
  const unknown = roles.find((role) => !Object.hasOwn(ROLES, role));
  if (unknown) throw usage(`unknown role "${unknown}": the roles are ${ROLE_NAMES.join(', ')}`);
  if (!roles.length) throw usage('at least one role is needed');
  return roles as StaffRole[];
}

/** Parses the command line; throws an Error with the usage when it is not one of the commands. */
export function parseCommand(argv: string[]): StaffCommand {
  const [command, username, ...rest] = argv;
  if (command === 'list' && !username) return { command };
  if (!username || username.startsWith('--')) throw new Error(USAGE);
  if ((command === 'deactivate' || command === 'activate' || command === 'password') && !rest.length) {
    return { command, username };
  }
  if (command === 'roles' && rest.length === 1)
    return { command, username, roles: parseRoles(rest[0] ?? '') };
  if (command !== 'add') throw new Error(USAGE);
  // The rules of a customer's username, which the seed's staff.* names follow too.
  const checked = v.safeParse(Username, username);
  if (!checked.success) throw usage(`invalid username "${username}": 3 to 120 letters, digits and . _ @ -`);
  // An option given without its value is '' (refused below), not left out.
  const option = (name: string) => {
    const at = rest.indexOf(`--${name}`);
    return at >= 0 ? (rest[at + 1] ?? '') : undefined;
  };
  const name = option('name')?.trim();
  if (!name || name.startsWith('--')) throw usage('add needs --name "Full Name"');
  return { command, username: checked.output, name, roles: parseRoles(option('roles') ?? 'sales') };
}

/** A staff user as the command shows it: never the password hash. */
const listed = {
  username: staffUser.username,
  name: staffUser.name,
  roles: staffUser.roles,
  active: staffUser.active,
  createdAt: staffUser.createdAt,
};
export type ListedStaff = Pick<StaffRow, keyof typeof listed>;

/** What a command did: the staff user it changed (with a password once, when it set one), or why not. */
export type StaffOutcome = ListedStaff[] | { staff: ListedStaff; password?: string } | { refused: string };

// 18 random bytes: 24 characters, far beyond guessing, and the operator hands it over once.
const newPassword = () => randomBytes(18).toString('base64url');

/** Usernames are matched without regard to case, as the staff login does. */
const sameUsername = (username: string) => eq(sql`lower(${staffUser.username})`, username.toLowerCase());

/**
 * Logs the staff user out everywhere: their staff sessions, and the customer sessions they opened to
 * help (§2 /loginascustomer), which would otherwise outlive a deactivation or a leaked password.
 */
async function endSessions(db: Db, staff: StaffRow) {
  await db.delete(staffSession).where(eq(staffSession.staffId, staff.id));
  // endImpersonation reads nothing of the context but its database.
  await endImpersonation({ db } as StoreContext, staff);
}

/** Runs a command against a database: the command line's own, or the running shop's (control.ts). */
export async function runCommand(db: Db, cmd: StaffCommand): Promise<StaffOutcome> {
  if (cmd.command === 'list') return db.select(listed).from(staffUser).orderBy(asc(staffUser.username));
  const [staff] = await db.select().from(staffUser).where(sameUsername(cmd.username)).limit(1);
  if (cmd.command === 'add') {
    const { username, name, roles } = cmd;
    const password = newPassword();
    const [added] = staff
      ? []
      : await db
          .insert(staffUser)
          .values({ id: newId(), username, name, roles, passwordHash: await hashPassword(password) })
          .onConflictDoNothing()
          .returning(listed);
    return added ? { staff: added, password } : { refused: `staff user ${username} exists already` };
  }
  if (!staff) return { refused: `no staff user ${cmd.username}` };
  const change = async (set: Partial<StaffRow>) => {
    const [changed] = await db.update(staffUser).set(set).where(eq(staffUser.id, staff.id)).returning(listed);
    return changed as ListedStaff;
  };
  switch (cmd.command) {
    case 'activate':
      return { staff: await change({ active: true }) };
    case 'roles':
      return { staff: await change({ roles: cmd.roles }) };
    case 'deactivate': {
      // Inactive first: requireStaff refuses the user's sessions from here on, ended or not.
      const changed = await change({ active: false });
      await endSessions(db, staff);
      return { staff: changed };
    }
    case 'password': {
      const password = newPassword();
      const changed = await change({ passwordHash: await hashPassword(password) });
      await endSessions(db, staff);
      return { staff: changed, password };
    }
  }
}
