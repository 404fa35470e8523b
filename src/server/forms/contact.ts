import { newId } from '../../shared/ids.ts';
import { ContactFormSchema, StoreContactFormSchema } from '../../shared/schemas/forms.ts';
import { takeContact } from '../account/throttle.ts';
import { contactRequest } from '../db/schema/index.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRouter, type StoreContext } from '../http/context.ts';
import { body } from '../http/validate.ts';
import { signed } from '../mail/signature.ts';
import { contactMail } from '../mail/templates.ts';
import { sendMail } from '../mail/transport.ts';

interface ContactFields {
  firstName: string;
  email: string;
  subject: string;
  message: string;
  [field: string]: unknown;
}

/**
 * The one contact path of both routes: charged to the caller's address (throttle.ts), stored, and
 * confirmed to the sender by mail in their language.
 */
async function acceptContact(ctx: StoreContext, address: string, formId: string, fields: ContactFields) {
  await takeContact(ctx.db, address);
  const email = fields.email.toLowerCase();
  await ctx.db.insert(contactRequest).values({
    id: newId(),
    salesChannelId: ctx.salesChannel.id,
    locale: ctx.locale,
    formId,
    email,
    fields: { ...fields, email },
  });
  const mail = await signed(
    ctx,
    ctx.locale,
    contactMail(ctx.locale, fields.firstName, fields.subject, fields.message),
  );
  await sendMail(ctx.db, { to: email, template: 'contact', ...mail });
}

/**
 * §7 `POST /swag/cms-extensions/form` (served without the /store-api prefix, as in Shopware's
 * CMS extensions): the storefront's contact page and CMS form.
 */
export const cmsFormRoutes = createRouter().post('/swag/cms-extensions/form', async (c) => {
  const ctx = c.get('ctx');
  const { formId, privacyConfirm: _, ...fields } = await body(c, ContactFormSchema);
  await acceptContact(ctx, clientAddress(c), formId, { ...fields, privacyConfirm: true });
  return c.json({ apiAlias: 'cms_form_result', success: true });
});

/** Shopware's `POST /store-api/contact-form`, on the same path as the contact page's form. */
export const contactFormRoutes = createRouter().post('/contact-form', async (c) => {
  const ctx = c.get('ctx');
  const {
    comment,
    navigationId: _n,
    slotId: _s,
    cmsPageType: _t,
    ...fields
  } = await body(c, StoreContactFormSchema);
  await acceptContact(ctx, clientAddress(c), 'contact', { ...fields, message: comment });
  return c.json({ apiAlias: 'contact_form_result', individualSuccessMessage: '' });
});
