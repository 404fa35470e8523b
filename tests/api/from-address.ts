import { type IncomingHttpHeaders, request } from 'node:http';
import { inject } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';

export interface AddressedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  retryAfter: string | undefined;
  text: string;
  /** From sending the request to the end of the answer. */
  ms: number;
}

/**
 * A Store API call from the socket address `from` (Linux answers on all of 127/8), for the throttles
 * that count per client address. A string body goes as it is (cXML), anything else as JSON.
 */
export function callFrom(
  from: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<AddressedAnswer> {
  const url = new URL(`${inject('baseUrl')}/store-api${path}`);
  const raw = typeof options.body === 'string';
  const headers = {
    'content-type': raw ? 'text/xml; charset=utf-8' : 'application/json',
    ...(raw ? {} : { 'sw-access-key': DEMO_ACCESS_KEY }),
    ...options.headers,
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            retryAfter: res.headers['retry-after'] as string | undefined,
            text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    const body = options.body;
    req.end(body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body));
  });
}
