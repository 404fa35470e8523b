import * as v from 'valibot';
import { Quantity } from './cart.ts';

// §5 validation with Shopware-style codes as messages: the Store API turns each issue into
// `VIOLATION::<CODE>`, the forms translate the same codes.
const required = (max: number) =>
  v.pipe(v.string('IS_BLANK'), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(max, 'TOO_LONG'));
const optional = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'TOO_LONG')), '');
const email = v.pipe(
  v.string('IS_BLANK'),
  v.trim(),
  v.nonEmpty('IS_BLANK'),
  v.maxLength(254, 'TOO_LONG'),
  v.email('INVALID_EMAIL'),
);

const message = v.pipe(
  v.string('IS_BLANK'),
  v.trim(),
  v.nonEmpty('IS_BLANK'),
  v.minLength(10, 'TOO_SHORT'),
  v.maxLength(5000, 'TOO_LONG'),
);

/** §7 `POST /swag/cms-extensions/form`: the contact form. */
export const ContactFormSchema = v.object({
  formId: v.optional(v.picklist(['contact'], 'INVALID_VALUE'), 'contact'),
  firstName: required(100),
  lastName: required(100),
  companyName: optional(200),
  email,
  phone: optional(40),
  subject: required(200),
  message,
  privacyConfirm: v.literal(true, 'MUST_BE_CHECKED'),
});
export type ContactFormInput = v.InferInput<typeof ContactFormSchema>;

/**
 * Shopware's `POST /store-api/contact-form`: the same fields under Shopware's names (`comment` is the
 * message); the consent is the calling client's to ask for, as in Shopware. Its page context
 * (navigationId, slotId, cmsPageType) is accepted and not used: the shop has one contact mailbox.
 */
export const StoreContactFormSchema = v.object({
  salutationId: v.optional(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
  firstName: required(100),
  lastName: required(100),
  email,
  phone: optional(40),
  subject: required(200),
  comment: message,
  navigationId: v.optional(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
  slotId: v.optional(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
  cmsPageType: v.optional(v.pipe(v.string(), v.maxLength(64, 'TOO_LONG'))),
});

/**
 * Issue 27: a visitor's quote request for one product (§1 "cart-by-email quote request per product"),
 * `POST /store-api/product/{productId}/quote-request`.
 */
export const QuoteRequestSchema = v.object({
  name: required(100),
  company: required(200),
  email,
  phone: optional(40),
  quantity: Quantity,
  message: optional(2000),
});
export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;

/** §7 `POST /store-api/newsletter/subscribe`; the confirmation link goes to storefrontUrl. */
export const NewsletterSubscribeSchema = v.object({
  email,
  option: v.optional(v.picklist(['subscribe'], 'INVALID_VALUE'), 'subscribe'),
  firstName: optional(100),
  lastName: optional(100),
  storefrontUrl: v.optional(v.pipe(v.string(), v.maxLength(500, 'TOO_LONG'), v.url('INVALID_URL'))),
});

/** The storefront's signup forms (the /newsletter page, the CMS block) also ask for consent. */
export const NewsletterFormSchema = v.object({
  ...NewsletterSubscribeSchema.entries,
  privacyConfirm: v.literal(true, 'MUST_BE_CHECKED'),
});

export const NewsletterConfirmSchema = v.object({
  hash: v.pipe(v.string('IS_BLANK'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'INVALID_HASH')),
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The contact payload from a submitted form (no-JS post or the island): a checkbox is on or off. */
export const contactInputFrom = (form: FormData): ContactFormInput => ({
  formId: 'contact',
  firstName: text(form, 'firstName'),
  lastName: text(form, 'lastName'),
  companyName: text(form, 'companyName'),
  email: text(form, 'email'),
  phone: text(form, 'phone'),
  subject: text(form, 'subject'),
  message: text(form, 'message'),
  privacyConfirm: (form.get('privacyConfirm') !== null) as true,
});

export const newsletterInputFrom = (form: FormData): v.InferInput<typeof NewsletterFormSchema> => ({
  email: text(form, 'email'),
  privacyConfirm: (form.get('privacyConfirm') !== null) as true,
});
