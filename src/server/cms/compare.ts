import type { BlockRef, LayoutChange } from '../../shared/cms/changes.ts';
import type { Layout } from './load.ts';

type Block = Layout['blocks'][number];
type Slot = Layout['slots'][number];
type Config = Record<string, unknown>;

const ref = (b: Block): BlockRef => ({ id: b.id, type: b.type, position: b.position });

/** A config value as an editor reads it: Shopware's `{ source, value }` unwrapped, long texts cut. */
function shown(value: unknown): string | null {
  const plain =
    typeof value === 'object' && value !== null && 'value' in value ? (value as Config).value : value;
  if (plain === undefined || plain === null) return null;
  const text = typeof plain === 'string' ? plain : JSON.stringify(plain);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

function configChanges(block: Block, slot: string, locale: string | null, a: Config, b: Config) {
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return fields.flatMap((field): LayoutChange[] =>
    JSON.stringify(a[field]) === JSON.stringify(b[field])
      ? []
      : [
          {
            kind: 'field',
            block: ref(block),
            slot,
            locale,
            field,
            before: shown(a[field]),
            after: shown(b[field]),
          },
        ],
  );
}

function slotChanges(block: Block, a: Slot | undefined, b: Slot | undefined): LayoutChange[] {
  const slot = (b ?? a)?.slot ?? '';
  const locales = [
    ...new Set([...Object.keys(a?.translations ?? {}), ...Object.keys(b?.translations ?? {})]),
  ];
  return [
    ...configChanges(block, slot, null, a?.config ?? {}, b?.config ?? {}),
    ...locales
      .sort()
      .flatMap((l) => configChanges(block, slot, l, a?.translations[l] ?? {}, b?.translations[l] ?? {})),
  ];
}

/** What changed from layout `a` to layout `b`, block by block in `b`'s order, then the removed ones. */
export function compareLayouts(a: Layout, b: Layout): LayoutChange[] {
  const before = new Map(a.blocks.map((x) => [x.id, x]));
  const after = [...b.blocks].sort((x, y) => x.position - y.position);
  const changes: LayoutChange[] = [];
  for (const block of after) {
    const old = before.get(block.id);
    if (!old) {
      changes.push({ kind: 'added', block: ref(block) });
      continue;
    }
    if (old.position !== block.position || old.sectionId !== block.sectionId)
      changes.push({ kind: 'moved', block: ref(block), from: old.position, to: block.position });
    const was = (old.customFields.visibility ?? {}) as Record<string, boolean>;
    const is = (block.customFields.visibility ?? {}) as Record<string, boolean>;
    for (const bp of ['xs', 'sm', 'md', 'lg', 'xl'])
      if ((was[bp] !== false) !== (is[bp] !== false))
        changes.push({ kind: 'visibility', block: ref(block), breakpoint: bp, visible: is[bp] !== false });
    const slotsA = a.slots.filter((s) => s.blockId === block.id);
    const slotsB = b.slots.filter((s) => s.blockId === block.id);
    for (const name of [...new Set([...slotsA, ...slotsB].map((s) => s.slot))])
      changes.push(
        ...slotChanges(
          block,
          slotsA.find((s) => s.slot === name),
          slotsB.find((s) => s.slot === name),
        ),
      );
  }
  const kept = new Set(b.blocks.map((x) => x.id));
  for (const block of a.blocks) if (!kept.has(block.id)) changes.push({ kind: 'removed', block: ref(block) });
  return changes;
}
