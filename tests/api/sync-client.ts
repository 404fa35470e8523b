import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { runSql } from './inspect.ts';

/** A random Shopware id (32 hex digits) and the dashed UUID the Store API answers. */
export const hex = () => randomUUID().replace(/-/g, '');
export const dashed = (id: string) => id.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
/** Shopware's Defaults::CURRENCY, which connectors send for the default currency. */
export const SHOPWARE_EURO = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';

/**
 * A bearer token minted in the database for an integration: the token route's throttle per client
 * address (admin-auth.test.ts runs it dry on purpose) must not decide this suite. The route itself
 * is tested there.
 */
export async function tokenOf(
  integration: { accessKey: string } | { permissions: Record<string, string[]> },
) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  let accessKey: string;
  if ('accessKey' in integration) accessKey = integration.accessKey;
  else {
    accessKey = `SWIA${randomBytes(11).toString('hex').toUpperCase()}`;
    await runSql(
      inject('baseUrl'),
      `insert into integration (id, label, access_key, secret_hash, permissions)
       values ('${randomUUID()}', 'sync test', '${accessKey}', '${'0'.repeat(64)}',
               '${JSON.stringify(integration.permissions)}')`,
    );
  }
  await runSql(
    inject('baseUrl'),
    `insert into integration_token (token_hash, integration_id, expires_at)
     select '${hash}', id, now() + interval '10 minutes' from integration where access_key = '${accessKey}'`,
  );
  return token;
}

export async function sync(body: unknown, token: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('baseUrl')}/api/_action/sync`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
