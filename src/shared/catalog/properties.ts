/**
 * Which properties a product card shows (§9): at most 4, only groups visible in search results,
 * the group named Bezeichnung first, then by group position, then by group name.
 */
export const MAX_DISPLAYED_PROPERTIES = 4;
/** Compared with the group's technical (German base) name, so the rule holds in every language. */
export const FIRST_GROUP_NAME = 'Bezeichnung';

export interface DisplayablePropertyGroup {
  name: string | null;
  /** Untranslated name; falls back to `name` when absent. */
  technicalName?: string | null;
  position: number;
  visibleInSearchResults: boolean;
}

export interface DisplayableProperty {
  group: DisplayablePropertyGroup;
}

const isFirst = (group: DisplayablePropertyGroup) =>
  (group.technicalName ?? group.name)?.trim().toLowerCase() === FIRST_GROUP_NAME.toLowerCase();

export function compareGroups(a: DisplayablePropertyGroup, b: DisplayablePropertyGroup): number {
  const first = Number(isFirst(b)) - Number(isFirst(a));
  if (first) return first;
  if (a.position !== b.position) return a.position - b.position;
  return (a.name ?? '').localeCompare(b.name ?? '');
}

export function displayedProperties<T extends DisplayableProperty>(
  properties: readonly T[],
  max = MAX_DISPLAYED_PROPERTIES,
): T[] {
  return properties
    .filter((p) => p.group.visibleInSearchResults)
    .sort((a, b) => compareGroups(a.group, b.group))
    .slice(0, max);
}
