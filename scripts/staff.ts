// `npm run staff -- add|list|deactivate|activate|roles|password`: the shop's staff accounts
// (docs/staff.md#staff-accounts).

import { runOnShopDatabase } from '../src/server/integration/control.ts';
import { parseCommand, type StaffCommand, type StaffOutcome } from '../src/server/staff/commands.ts';

let cmd: StaffCommand;
try {
  cmd = parseCommand(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const DONE: Record<Exclude<StaffCommand['command'], 'list'>, string> = {
  add: 'added',
  deactivate: 'deactivated',
  activate: 'activated',
  roles: 'set the roles of',
  password: 'set a new password for',
};

const outcome = (await runOnShopDatabase(cmd, 'staff')) as StaffOutcome;
if (Array.isArray(outcome)) {
  console.table(
    // From a running shop the dates arrive as JSON strings.
    outcome.map((s) => ({ ...s, roles: s.roles.join(','), createdAt: new Date(s.createdAt).toISOString() })),
  );
} else if ('refused' in outcome) {
  console.error(outcome.refused);
  process.exitCode = 1;
} else if (cmd.command !== 'list') {
  const { username, name, roles, active } = outcome.staff;
  console.log(
    `${DONE[cmd.command]} ${username} (${name}): ${roles.join(',')}, ${active ? 'active' : 'inactive'}`,
  );
  if (cmd.command === 'deactivate' || cmd.command === 'password') {
    console.log('Their sessions have ended: the staff login and the customer sessions they opened to help.');
  }
  if (outcome.password) {
    console.log(`Password: ${outcome.password}\nThe password is shown only now; hand it over safely.`);
  }
}
