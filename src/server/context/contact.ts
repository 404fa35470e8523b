import * as v from 'valibot';
import { type ShopContact, ShopContactSchema } from '../../shared/schemas/contact.ts';
import type { StoreContext } from '../http/context.ts';
import { logger } from '../ops/logger.ts';

/**
 * The company's contact data from the sales channel's settings (`customFields.contact`), checked
 * against its schema once per change: a broken edit is logged and shows no contact data rather
 * than wrong data.
 */
export function channelContact(ctx: StoreContext): Promise<ShopContact | null> {
  const sc = ctx.salesChannel;
  return ctx.memo.get(`contact:${sc.id}`, async () => {
    const parsed = v.safeParse(ShopContactSchema, sc.customFields?.contact);
    if (parsed.success) return parsed.output;
    if (sc.customFields?.contact !== undefined) {
      logger.warn({ issues: v.flatten(parsed.issues) }, `sales channel ${sc.id}: invalid contact settings`);
    }
    return null;
  });
}
