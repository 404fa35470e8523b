import * as v from 'valibot';
import { LoginSchema } from './account.ts';

const optionalCode = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'TOO_LONG')), '');

/** Where an OCI session returns the cart; HOOK_URL itself is checked against the company's list. */
export const OciEntrySchema = v.object({
  hookUrl: v.pipe(v.string('IS_BLANK'), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(2000, 'TOO_LONG')),
  target: optionalCode(64),
  okCode: optionalCode(40),
  caller: optionalCode(40),
  version: optionalCode(16),
});
export type OciEntry = v.InferOutput<typeof OciEntrySchema>;

/** OCI login with the company's OCI credentials (the /oci entry with USERNAME/PASSWORD). */
export const OciLoginSchema = v.object({ ...LoginSchema.entries, ...OciEntrySchema.entries });
export type OciLogin = v.InferOutput<typeof OciLoginSchema>;

export const OtpSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'INVALID_OTP'));

/**
 * OCI 4.0/5.0 procurement systems name the parameters differently (HOOK_URL, hook_url; ~TARGET,
 * returntarget; USERNAME, username…): the names are matched case-insensitively, without the `~`.
 */
const OCI_NAMES: Record<string, keyof OciParams> = {
  hook_url: 'hookUrl',
  hookurl: 'hookUrl',
  username: 'username',
  user: 'username',
  login: 'username',
  password: 'password',
  pass: 'password',
  pwd: 'password',
  otp: 'otp',
  target: 'target',
  returntarget: 'target',
  okcode: 'okCode',
  caller: 'caller',
  oci_version: 'version',
  ociversion: 'version',
  version: 'version',
};
export interface OciParams {
  hookUrl?: string;
  username?: string;
  password?: string;
  otp?: string;
  target?: string;
  okCode?: string;
  caller?: string;
  version?: string;
}

/** The first value of each known OCI parameter, from a query string or a posted form. */
export function ociParams(entries: Iterable<[string, string]>): OciParams {
  const out: OciParams = {};
  for (const [name, value] of entries) {
    const key = OCI_NAMES[name.replace(/^~/, '').toLowerCase()];
    if (key && out[key] === undefined) out[key] = value;
  }
  return out;
}

/** A browser target the form may name: a frame name or `_top`, `_self`, `_blank`, `_parent`. */
export const safeTarget = (target: string | undefined) =>
  target && /^[A-Za-z0-9_-]{1,64}$/.test(target) ? target : '_top';
