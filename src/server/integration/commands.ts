import type { Db } from '../db/client.ts';
import { createIntegration, listIntegrations, permissionsOf, revokeIntegration } from './service.ts';
import { webhookReport } from './webhook/report.ts';

/** One command of `npm run integration`, as parsed from its arguments (and sent to a running shop). */
export type IntegrationCommand =
  | { command: 'create'; label: string; read: string[]; write: string[]; admin: boolean }
  | { command: 'list' }
  | { command: 'revoke'; accessKey: string }
  | { command: 'webhooks' };

export const USAGE = `usage: npm run integration -- create --label X [--read a,b] [--write c,d] [--admin]
       npm run integration -- list
       npm run integration -- revoke <accessKey>
       npm run integration -- webhooks`;

/** Parses the command line; throws an Error with the usage when it is not one of the commands. */
export function parseCommand(argv: string[]): IntegrationCommand {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const at = rest.indexOf(`--${name}`);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const list = (name: string) =>
    (option(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (command === 'list' || command === 'webhooks') return { command };
  if (command === 'revoke' && rest[0] && !rest[0].startsWith('--')) return { command, accessKey: rest[0] };
  const label = option('label');
  if (command === 'create' && label) {
    const admin = rest.includes('--admin');
    const read = list('read');
    const write = list('write');
    if (admin || read.length || write.length) return { command, label, read, write, admin };
    throw new Error(`create needs --admin, --read or --write\n${USAGE}`);
  }
  throw new Error(USAGE);
}

/** Runs a command against a database: the command line's own, or the running shop's (control.ts). */
export async function runCommand(db: Db, cmd: IntegrationCommand) {
  switch (cmd.command) {
    case 'create':
      return createIntegration(db, {
        label: cmd.label,
        admin: cmd.admin,
        permissions: cmd.admin ? {} : permissionsOf(cmd.read, cmd.write),
      });
    case 'list':
      return listIntegrations(db);
    case 'revoke':
      return { revoked: await revokeIntegration(db, cmd.accessKey) };
    case 'webhooks':
      return webhookReport(db);
  }
}
