import type { AstroCookies } from 'astro';
import * as v from 'valibot';
import { QUANTITY_REASONS, type QuickOrderReport } from '../../api/cart-types.ts';

/**
 * What a cart change says after its redirect (post/redirect/get): a notice and, for the quick order,
 * its per-line report. Kept in a short-lived httpOnly cookie, checked when read back (also the
 * add-to-cart form post's flash, src/components/cart/cart-flash.ts).
 */
const NOTICES = [
  'updated',
  'removed',
  'cleared',
  'added',
  'promotion',
  'reference',
  'referenceRemoved',
  'contact',
  'offer',
  'offerTaken',
  'shipping',
] as const;
export type CheckoutNotice = (typeof NOTICES)[number];

/** A cookie holds about 4 KB: the report keeps the first lines in error and counts the rest. */
const MAX_REPORTED = 20;
const MAX_CHOICES_REPORTED = 5;

const ReportSchema = v.object({
  added: v.number(),
  errors: v.pipe(
    v.array(
      v.object({
        line: v.number(),
        article: v.pipe(v.string(), v.maxLength(64)),
        code: v.picklist(['UNKNOWN_ARTICLE', 'AMBIGUOUS_ARTICLE', 'INVALID_QUANTITY', 'NOT_ORDERABLE']),
        candidates: v.optional(
          v.pipe(
            v.array(
              v.object({
                productNumber: v.pipe(v.string(), v.maxLength(32)),
                name: v.optional(v.pipe(v.string(), v.maxLength(200))),
              }),
            ),
            v.maxLength(5),
          ),
        ),
        quantity: v.optional(
          v.object({
            reasons: v.array(v.picklist(QUANTITY_REASONS)),
            min: v.number(),
            step: v.number(),
            max: v.nullable(v.number()),
            stock: v.nullable(v.number()),
          }),
        ),
      }),
    ),
    v.maxLength(MAX_REPORTED),
  ),
  more: v.number(),
});
export type QuickOrderSummary = v.InferOutput<typeof ReportSchema>;

const FlashSchema = v.object({
  notice: v.picklist(NOTICES),
  report: v.optional(ReportSchema),
  offerNumber: v.optional(v.pipe(v.string(), v.maxLength(32))),
});
export type CheckoutFlash = v.InferOutput<typeof FlashSchema>;

const COOKIE = 'checkout-flash';

/** The quick order's answer as the page shows it (also the island's initial report). */
export function summarize(report: Pick<QuickOrderReport, 'added' | 'errors'>): QuickOrderSummary {
  return {
    added: report.added.length,
    errors: report.errors.slice(0, MAX_REPORTED).map(({ candidates, ...error }, i) => ({
      ...error,
      article: error.article.slice(0, 64),
      // The cookie has room for the numbers of a few lines' candidates, not their names.
      ...(candidates && i < MAX_CHOICES_REPORTED
        ? { candidates: candidates.slice(0, 3).map((c) => ({ productNumber: c.productNumber })) }
        : {}),
    })),
    more: Math.max(0, report.errors.length - MAX_REPORTED),
  };
}

/** A one-time value carried across a redirect in a short-lived httpOnly cookie (post/redirect/get). */
export function setFlashCookie(cookies: AstroCookies, name: string, value: unknown) {
  cookies.set(name, Buffer.from(JSON.stringify(value)).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 60,
  });
}

/** Reads and clears a flash cookie; anything that does not parse is dropped. */
export function takeFlashCookie<S extends v.GenericSchema>(
  cookies: AstroCookies,
  name: string,
  schema: S,
): v.InferOutput<S> | null {
  const raw = cookies.get(name)?.value;
  if (!raw) return null;
  cookies.delete(name, { path: '/' });
  try {
    const parsed = v.safeParse(schema, JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export const setCheckoutFlash = (cookies: AstroCookies, flash: CheckoutFlash) =>
  setFlashCookie(cookies, COOKIE, flash);

export const takeCheckoutFlash = (cookies: AstroCookies): CheckoutFlash | null =>
  takeFlashCookie(cookies, COOKIE, FlashSchema);
