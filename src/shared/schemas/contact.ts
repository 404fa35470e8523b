import * as v from 'valibot';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));
/** Per-locale overrides of a location's name and city (Luik, Liège, Lüttich). */
const Translated = v.record(
  v.string(),
  v.object({ name: v.optional(text(120)), city: v.optional(text(80)) }),
);

export const REGIONS = ['east', 'south', 'west', 'north'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * One place of the company: a branch with stock (its §3 code) or a sales office without. The
 * footer's regional contacts, shop locations, the location map and the stock per branch all
 * read these.
 */
export const ContactLocationSchema = v.object({
  /** §3 branch code (IMI_IZE …) when the place keeps stock. */
  code: v.optional(text(16)),
  name: text(120),
  street: text(120),
  postalCode: text(12),
  city: text(80),
  phone: text(40),
  email,
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  /** §2 footer: the regional contact block the place belongs to. */
  region: v.optional(v.picklist(REGIONS)),
  /** §2 footer: one of the shop locations (with opening hours and address). */
  shop: v.optional(v.boolean(), false),
  /** The place whose address and phone the Organization JSON-LD names. */
  headquarters: v.optional(v.boolean(), false),
  translated: v.optional(Translated, {}),
});

/**
 * The company's contact data, edited by the shop operator in the sales channel's settings
 * (`customFields.contact`) and served with the sales channel context: the one source for the
 * footer, the Organization JSON-LD, the contact card, the pickup points, the sales mailbox, the location map and the
 * branch names of stock per branch.
 */
export const ShopContactSchema = v.object({
  /** General mailbox (Organization JSON-LD, contact card); the shop's phone is the headquarters'. */
  email,
  /** §1 mail-contact button of products without a buyable price. */
  salesEmail: email,
  locations: v.pipe(v.array(ContactLocationSchema), v.maxLength(200)),
});
export type ShopContact = v.InferOutput<typeof ShopContactSchema>;
export type ContactLocation = v.InferOutput<typeof ContactLocationSchema>;
