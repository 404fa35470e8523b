import type { CustomFields } from '../../db/schema/types.ts';
import { LAYOUT_OPTIONS, type SlotInput } from './cms-schema.ts';

// How the layout's records (cms-schema.ts) become the stored rows' JSON columns.

/** Shopware's three device classes over the storefront's five breakpoints (blocks/visibility.ts). */
const DEVICES = { mobile: ['xs', 'sm'], tablet: ['md'], desktop: ['lg', 'xl'] } as const;

/**
 * The stored customFields with the record's over them (Shopware merges custom fields), and Shopware's
 * `visibility` written as the breakpoints it covers; customFields.visibility names breakpoints itself.
 */
export function customFieldsOf(
  r: { customFields?: CustomFields | null; visibility?: Partial<Record<keyof typeof DEVICES, boolean>> },
  old: CustomFields | undefined,
): CustomFields {
  const options = optionsOf(r, old?.shopware as CustomFields | undefined);
  const merged: CustomFields = { ...old, ...r.customFields, ...(options ? { shopware: options } : {}) };
  if (!r.visibility) return merged;
  const visibility = { ...(merged.visibility as Record<string, boolean> | undefined) };
  for (const [device, shown] of Object.entries(r.visibility))
    for (const bp of DEVICES[device as keyof typeof DEVICES]) visibility[bp] = shown;
  return { ...merged, visibility: { ...visibility, ...(r.customFields?.visibility as object) } };
}

/** Shopware's layout options a record gives (cms-schema.ts), over the stored ones; none: undefined. */
function optionsOf(r: object, old: CustomFields | undefined): CustomFields | undefined {
  const given = LAYOUT_OPTIONS.flatMap((key) => {
    const value = (r as Record<string, unknown>)[key];
    return value === undefined ? [] : [[key, value] as const];
  });
  const kept = { ...old, ...Object.fromEntries(given) };
  return Object.keys(kept).length ? kept : undefined;
}

/** A slot's config; Shopware's `locked` flag rides along under `_shopware` (read/cms.ts lifts it out). */
export function slotConfigOf(r: SlotInput, old: CustomFields | undefined): CustomFields {
  const config = r.config === undefined ? (old ?? {}) : (r.config ?? {});
  const kept = r.locked === undefined ? old?._shopware : { ...(old?._shopware as object), locked: r.locked };
  return kept === undefined ? config : { ...config, _shopware: kept };
}
