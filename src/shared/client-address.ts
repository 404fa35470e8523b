import { BlockList, isIP } from 'node:net';

/** A check whether an address belongs to a proxy whose X-Forwarded-For may be believed. */
export type TrustCheck = (address: string) => boolean;

/** '::ffff:10.0.0.1' (IPv4 on an IPv6 socket) is 10.0.0.1, so one list entry covers both forms. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the proxies in front of this server
 * (load balancer, CDN, or the storefront in front of a separate Store API). Empty: trust none.
 */
export function parseTrustedProxies(value = ''): TrustCheck {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(plain(address));
    return family !== 0 && list.check(plain(address), family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * X-Forwarded-For hops are walked from the right (each proxy appends the address it saw) to the
 * first one that is not trusted. Hops left of it were written by the client and may be forged.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  isTrusted: TrustCheck,
): string {
  let address = peer ? plain(peer) : 'unknown';
  const hops = (forwardedFor ?? '').split(',').map((hop) => plain(hop.trim()));
  while (isTrusted(address)) {
    const hop = hops.pop();
    if (!hop || !isIP(hop)) break;
    address = hop;
  }
  return address;
}

let fromEnv: TrustCheck | undefined;

/** The operator's TRUSTED_PROXIES, read once. */
export const trustedProxy: TrustCheck = (address) => {
  fromEnv ??= parseTrustedProxies(process.env.TRUSTED_PROXIES);
  return fromEnv(address);
};

/**
 * The socket's peer of a storefront request. Astro's clientAddress would take X-Forwarded-For only
 * for hosts in `security.allowedDomains`, which this shop leaves unset. It throws when the socket
 * is already gone (e.g. a fetch aborted by navigation).
 */
export function socketPeer(context: { readonly clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** The visitor of a storefront request. */
export const visitorAddress = (context: { readonly clientAddress: string; request: Request }) =>
  resolveClientAddress(socketPeer(context), context.request.headers.get('x-forwarded-for'), trustedProxy);
