import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import { NewsletterConfirmSchema, NewsletterSubscribeSchema } from '../../shared/schemas/forms.ts';
import { storefrontBase } from '../context/storefront-url.ts';
import { newsletterRecipient } from '../db/schema/index.ts';
import { createRouter } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { signed } from '../mail/signature.ts';
import { newsletterConfirmMail } from '../mail/templates.ts';
import { sendMail } from '../mail/transport.ts';

/**
 * Double opt-in (§1 newsletter signup): subscribing stores the address as `notSet` and mails a
 * confirmation link; the answer is the same whether or not the address was known, so the call
 * cannot be used to probe who is subscribed.
 */
export const newsletterRoutes = createRouter()
  .post('/newsletter/subscribe', async (c) => {
    const ctx = c.get('ctx');
    const input = await body(c, NewsletterSubscribeSchema);
    const email = input.email.toLowerCase();
    const [existing] = await ctx.db
      .select()
      .from(newsletterRecipient)
      .where(
        and(
          eq(newsletterRecipient.salesChannelId, ctx.salesChannel.id),
          eq(newsletterRecipient.email, email),
        ),
      )
      .limit(1);
    if (existing?.status === 'optIn') return c.json({ apiAlias: 'newsletter_subscribe', success: true });

    const hash = existing?.hash ?? randomBytes(24).toString('base64url');
    await ctx.db
      .insert(newsletterRecipient)
      .values({
        id: newId(),
        salesChannelId: ctx.salesChannel.id,
        email,
        locale: ctx.locale,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        hash,
      })
      .onConflictDoUpdate({
        target: [newsletterRecipient.salesChannelId, newsletterRecipient.email],
        set: { locale: ctx.locale, firstName: input.firstName || null, lastName: input.lastName || null },
      });
    const link = `${await storefrontBase(ctx, input.storefrontUrl)}/newsletter/confirm?hash=${hash}`;
    await sendMail(ctx.db, {
      to: email,
      template: 'newsletter-confirm',
      ...(await signed(ctx, ctx.locale, newsletterConfirmMail(ctx.locale, link))),
    });
    return c.json({ apiAlias: 'newsletter_subscribe', success: true });
  })
  .post('/newsletter/confirm', async (c) => {
    const ctx = c.get('ctx');
    const { hash } = await body(c, NewsletterConfirmSchema);
    const [row] = await ctx.db
      .update(newsletterRecipient)
      .set({ status: 'optIn', confirmedAt: sql`coalesce(${newsletterRecipient.confirmedAt}, now())` })
      .where(
        and(eq(newsletterRecipient.salesChannelId, ctx.salesChannel.id), eq(newsletterRecipient.hash, hash)),
      )
      .returning({ email: newsletterRecipient.email });
    if (!row) {
      throw new ApiError(404, 'NEWSLETTER__RECIPIENT_NOT_FOUND', 'The confirmation link is not valid.');
    }
    return c.json({ apiAlias: 'newsletter_confirm', success: true, status: 'optIn' });
  });
