import { newId } from '../../shared/ids.ts';
import { ContactFormSchema } from '../../shared/schemas/forms.ts';
import { contactRequest } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { body } from '../http/validate.ts';
import { signed } from '../mail/signature.ts';
import { contactMail } from '../mail/templates.ts';
import { sendMail } from '../mail/transport.ts';

/**
 * §7 `POST /swag/cms-extensions/form` (served without the /store-api prefix, as in Shopware's
 * CMS extensions): stores the request and mails the sender a confirmation in their language.
 */
export const cmsFormRoutes = createRouter().post('/swag/cms-extensions/form', async (c) => {
  const ctx = c.get('ctx');
  const { formId, privacyConfirm: _, ...fields } = await body(c, ContactFormSchema);
  const email = fields.email.toLowerCase();
  await ctx.db.insert(contactRequest).values({
    id: newId(),
    salesChannelId: ctx.salesChannel.id,
    locale: ctx.locale,
    formId,
    email,
    fields: { ...fields, email, privacyConfirm: true },
  });
  const mail = await signed(
    ctx,
    ctx.locale,
    contactMail(ctx.locale, fields.firstName, fields.subject, fields.message),
  );
  await sendMail(ctx.db, { to: email, template: 'contact', ...mail });
  return c.json({ apiAlias: 'cms_form_result', success: true });
});
