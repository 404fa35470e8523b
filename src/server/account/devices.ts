import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Known devices: on each successful login the shop hands out a token `id.mac`, mac = HMAC-SHA256 of
 * the username and a random id under DEVICE_COOKIE_SECRET. Stateless, so every shop instance sharing
 * the secret recognises it; without the secret a random one per process is used (devices are then
 * forgotten on restart). The storefront keeps the list in an HttpOnly cookie and sends it along.
 */
export const DEVICE_HEADER = 'b2b-device-token';
/** Tokens one browser keeps: one per username that logged in on it, newest first. */
const MAX_TOKENS = 5;

let secret: Buffer | undefined;
const key = () => {
  secret ??= process.env.DEVICE_COOKIE_SECRET
    ? Buffer.from(process.env.DEVICE_COOKIE_SECRET)
    : randomBytes(32);
  return secret;
};

const mac = (username: string, id: string) =>
  createHmac('sha256', key()).update(`${username.toLowerCase()}\n${id}`).digest();

const tokensOf = (header: string | null | undefined) =>
  (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => /^[\w-]{16}\.[\w-]{43}$/.test(token))
    .slice(0, MAX_TOKENS);

const belongsTo = (username: string) => (token: string) => {
  const [id = '', given = ''] = token.split('.');
  return timingSafeEqual(Buffer.from(given, 'base64url'), mac(username, id));
};

/** Whether one of the tokens the caller sent was issued to this username. */
export const isKnownDevice = (username: string, header: string | null | undefined) =>
  tokensOf(header).some(belongsTo(username));

/** The caller's token list after a successful login: a fresh token for this username first. */
export function rememberDevice(username: string, header: string | null | undefined): string {
  const id = randomBytes(12).toString('base64url');
  const fresh = `${id}.${mac(username, id).toString('base64url')}`;
  const others = tokensOf(header).filter((token) => !belongsTo(username)(token));
  return [fresh, ...others].slice(0, MAX_TOKENS).join(',');
}
