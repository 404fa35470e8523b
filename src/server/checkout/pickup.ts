import type { PickupLocation } from '../../api/cart-types.ts';
import { localized } from '../../shared/contact.ts';
import { stableId } from '../../shared/ids.ts';
import type { ContactLocation } from '../../shared/schemas/contact.ts';
import { channelContact } from '../context/contact.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { violation } from '../http/validate.ts';

/**
 * §3 Checkout fields: an order can be picked up at the shop locations of the sales channel's
 * contact data, the same places the footer lists (issue 27: one source of branches). Their id
 * derives from the branch code, or the name of a place without one.
 */
const pickupId = (place: ContactLocation) => stableId(`pickup:${place.code ?? place.name}`);

async function pickupPlaces(ctx: StoreContext): Promise<ContactLocation[]> {
  return ((await channelContact(ctx))?.locations ?? []).filter((place) => place.shop);
}

/** A pickup point in a language; an order's copy of its place keeps its id. */
export function pickupView(place: ContactLocation, locale: string, id = pickupId(place)): PickupLocation {
  const { name, city, address } = localized(place, locale);
  return { id, name, city, address };
}

export const pickupLocations = async (ctx: StoreContext) =>
  (await pickupPlaces(ctx)).map((place) => pickupView(place, ctx.locale));

/** The place of a chosen pickup point, which the order keeps a copy of; unknown ids are refused. */
export async function pickupPlace(ctx: StoreContext, id: string | undefined) {
  const place = id ? (await pickupPlaces(ctx)).find((p) => pickupId(p) === id) : undefined;
  if (!place) {
    throw ApiError.fromItems(400, [
      violation('INVALID_VALUE', 'pickupLocationId', 'Unknown pickup location.'),
    ]);
  }
  return { id: pickupId(place), place };
}
