import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { runSql } from './inspect.ts';

/** The Admin API as a connector calls it (issue 29): ids, tokens, requests. */
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

/** A call of the Admin API (`/api{path}`) with a bearer token; a body makes it JSON. */
export async function adminCall(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

export const sync = (body: unknown, token: string | null, headers: Record<string, string> = {}) =>
  adminCall('POST', '/_action/sync', token, body, headers);
