import { and, eq } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import { translate } from '../../shared/locales.ts';
import { Uuid } from '../../shared/schemas/fields.ts';
import { QuoteRequestSchema } from '../../shared/schemas/forms.ts';
import { takeFormPost } from '../account/throttle.ts';
import { channelContact } from '../context/contact.ts';
import { contactRequest, product } from '../db/schema/index.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRouter } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import { body, parse } from '../http/validate.ts';
import { sendMail } from '../mail/transport.ts';
import { quoteMails } from './quote-mail.ts';

/**
 * Issue 27, §1 "cart-by-email quote request per product": a visitor (no login) asks a quote for one
 * product. Charged to the caller's address (throttle.ts), stored with the contact requests
 * (formId quote-request), mailed to the sales mailbox and, as a receipt, to the visitor.
 */
export const quoteRequestRoutes = createRouter().post('/product/:productId/quote-request', async (c) => {
  const ctx = c.get('ctx');
  const productId = parse(Uuid, c.req.param('productId'));
  const input = await body(c, QuoteRequestSchema);
  // Charged once the request is well-formed: a refused post stores and sends nothing.
  await takeFormPost(ctx.db, clientAddress(c));
  const [row] = await ctx.db
    .select({ sku: product.productNumber, translations: product.translations })
    .from(product)
    .where(and(eq(product.id, productId), eq(product.active, true)));
  if (!row) throw errors.notFound('Product', productId);
  const email = input.email.toLowerCase();
  await ctx.db.insert(contactRequest).values({
    id: newId(),
    salesChannelId: ctx.salesChannel.id,
    locale: ctx.locale,
    formId: 'quote-request',
    email,
    fields: { ...input, email, productId, productNumber: row.sku },
  });
  const label = translate(row.translations, 'name', ctx.locale) ?? row.sku;
  const mails = quoteMails(ctx.locale, { ...input, email }, row.sku, label);
  const sales = (await channelContact(ctx))?.salesEmail;
  if (sales) await sendMail(ctx.db, { to: sales, template: 'quote-request', ...mails.shop });
  await sendMail(ctx.db, { to: email, template: 'quote-request-receipt', ...mails.receipt });
  return c.json({ apiAlias: 'b2b_quote_request', success: true });
});
