// `npm run integration -- create|list|revoke|webhooks`: Admin API integrations and their webhooks
// (issues 29 and 30, docs/erp-integration.md).

import { parseCommand } from '../src/server/integration/commands.ts';
import { runOnShopDatabase } from '../src/server/integration/control.ts';

let cmd: ReturnType<typeof parseCommand>;
try {
  cmd = parseCommand(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

// PostgreSQL takes any number of processes; a PGlite directory only one, so a running shop is asked.
const result = await runOnShopDatabase(cmd, 'integration');

if (cmd.command === 'create') {
  const { accessKey, secret } = result as { accessKey: string; secret: string };
  console.log(
    `Access key id: ${accessKey}\nSecret:        ${secret}\nThe secret is shown only now; keep it.`,
  );
} else if (cmd.command === 'revoke') {
  const { revoked } = result as { revoked: boolean };
  console.log(revoked ? `revoked ${cmd.accessKey}` : `no active integration ${cmd.accessKey}`);
  if (!revoked) process.exitCode = 1;
} else if (cmd.command === 'webhooks') {
  console.table(result);
} else {
  console.table(
    (result as Record<string, unknown>[]).map(({ permissions, ...row }) => ({
      ...row,
      permissions: JSON.stringify(permissions),
    })),
  );
}
