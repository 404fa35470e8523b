import { localized } from '../../shared/contact.ts';
import { channelContact } from '../context/contact.ts';
import type { StoreContext } from '../http/context.ts';

/**
 * Signs a mail with the headquarters' name, address and phone from the sales channel's contact data
 * (issue 27: one source of the shop's address and phone), in the mail's language.
 */
export async function signed<M extends { text: string }>(
  ctx: StoreContext,
  locale: string,
  mail: M,
): Promise<M> {
  const hq = (await channelContact(ctx))?.locations.find((l) => l.headquarters);
  if (!hq) return mail;
  const { name, city, phone } = localized(hq, locale);
  return {
    ...mail,
    text: `${mail.text}\n\n-- \n${name} · ${hq.street} · ${hq.postalCode} ${city} · ${phone}`,
  };
}
