import { inject } from 'vitest';
import { DEMO_ACCESS_KEY, DEMO_PASSWORD } from '../../src/server/seed/constants.ts';

export { DEMO_PASSWORD };

/** The first wait of the login back-off in the API tests (setup.ts hands it to the server). */
export const THROTTLE_BASE_MS = 1000;

/** A raw HTTP call to the Store API under test, returning status, headers and parsed JSON. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'sw-access-key': DEMO_ACCESS_KEY,
    'content-type': 'application/json',
    ...(options.token ? { 'sw-context-token': options.token } : {}),
    ...options.headers,
  };
  const response = await fetch(`${inject('baseUrl')}/store-api${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json: json as any, text };
}

export async function loginAs(username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call('POST', '/account/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
  return res.headers.get('sw-context-token') as string;
}

export const errorCodes = (json: { errors?: { code: string }[] }) => json.errors?.map((e) => e.code) ?? [];

/** The id of a sales-channel language (for the sw-language-id header). */
export async function languageId(locale: string): Promise<string> {
  const ctx = await call('GET', '/context');
  return ctx.json.domains.find((d: { languageLocaleCode: string }) => d.languageLocaleCode === locale)
    .languageId;
}
