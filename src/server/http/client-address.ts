import { resolveClientAddress, trustedProxy } from '../../shared/client-address.ts';

/** The storefront calling in-process: a trusted peer that names its visitor in X-Forwarded-For. */
export const IN_PROCESS_PEER = 'in-process';

/** What the host server tells the app about the connection: never a header a caller could set. */
export interface HostBindings {
  /** Set by hosts without a Node socket of their own: the /store-api mount, the in-process client. */
  peer?: string;
  /** Set by @hono/node-server (the standalone Store API, the API tests). */
  incoming?: { socket?: { remoteAddress?: string } };
}

const trusted = (address: string) => address === IN_PROCESS_PEER || trustedProxy(address);

/** The caller's address for throttling: X-Forwarded-For counts only from TRUSTED_PROXIES. */
export function clientAddress(c: {
  env?: HostBindings;
  req: { header(name: string): string | undefined };
}): string {
  const peer = c.env?.peer ?? c.env?.incoming?.socket?.remoteAddress;
  return resolveClientAddress(peer, c.req.header('x-forwarded-for'), trusted);
}
