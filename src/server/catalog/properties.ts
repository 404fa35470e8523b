import { eq } from 'drizzle-orm';
import { translate } from '../../shared/locales.ts';
import { propertyGroup, propertyOption } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';

type GroupRow = typeof propertyGroup.$inferSelect;

export interface PropertyGroupView {
  apiAlias: 'property_group';
  id: string;
  name: string | null;
  /** The untranslated (German base) name, which the displayed-properties rule looks for. */
  technicalName: string | null;
  position: number;
  displayType: string;
  filterable: boolean;
  visibleInSearchResults: boolean;
  visibleOnProductDetailPage: boolean;
  visibleOnProductListingPage: boolean;
}

export interface PropertyOptionView {
  apiAlias: 'property_group_option';
  id: string;
  groupId: string;
  name: string | null;
  /** The option's name again, as Shopware 6.6's schema requires it. */
  option: string | null;
  /** Its translated fields, which Shopware 6.7's schema requires. */
  translated: { name: string | null };
  position: number;
  group: PropertyGroupView;
}

export function groupView(ctx: StoreContext, g: GroupRow): PropertyGroupView {
  return {
    apiAlias: 'property_group',
    id: g.id,
    name: translate(g.translations, 'name', ctx.locale),
    technicalName: translate(g.translations, 'name', 'de-DE'),
    position: g.position,
    displayType: g.displayType,
    filterable: g.filterable,
    visibleInSearchResults: g.visibleInSearchResults,
    visibleOnProductDetailPage: g.visibleOnProductDetailPage,
    visibleOnProductListingPage: g.visibleOnProductListingPage,
  };
}

/**
 * Options with their groups, by option id. Every option of the shop (hundreds, not millions) is
 * remembered per language until properties change (NOTIFY trigger).
 */
export async function optionsByIds(
  ctx: StoreContext,
  ids: Iterable<string>,
): Promise<Map<string, PropertyOptionView>> {
  const all = await ctx.memo.get(`property-options:${ctx.locale}`, () => allOptions(ctx));
  const found = new Map<string, PropertyOptionView>();
  for (const id of ids) {
    const view = all.get(id);
    if (view) found.set(id, view);
  }
  return found;
}

async function allOptions(ctx: StoreContext): Promise<Map<string, PropertyOptionView>> {
  const rows = await ctx.db
    .select({ option: propertyOption, group: propertyGroup })
    .from(propertyOption)
    .innerJoin(propertyGroup, eq(propertyGroup.id, propertyOption.groupId));
  const groups = new Map<string, PropertyGroupView>();
  return new Map(
    rows.map(({ option, group }) => {
      let view = groups.get(group.id);
      if (!view) {
        view = groupView(ctx, group);
        groups.set(group.id, view);
      }
      const name = translate(option.translations, 'name', ctx.locale);
      return [
        option.id,
        {
          apiAlias: 'property_group_option',
          id: option.id,
          groupId: option.groupId,
          name,
          option: name,
          translated: { name },
          position: option.position,
          group: view,
        },
      ];
    }),
  );
}

/** Group position, then option position: the order filters and detail tables show. */
export const byGroupThenOption = (a: PropertyOptionView, b: PropertyOptionView) =>
  a.group.position - b.group.position || a.position - b.position;

export const pick = (map: Map<string, PropertyOptionView>, ids: readonly string[]) =>
  ids.flatMap((id) => {
    const option = map.get(id);
    return option ? [option] : [];
  });
