/** A block as a change names it: its type and place, so an editor recognises it. */
export interface BlockRef {
  id: string;
  type: string;
  position: number;
}

/** One difference between two layouts of a CMS page, as the preview lists it (issue 31). */
export type LayoutChange =
  | { kind: 'added' | 'removed'; block: BlockRef }
  | { kind: 'moved'; block: BlockRef; from: number; to: number }
  | { kind: 'visibility'; block: BlockRef; breakpoint: string; visible: boolean }
  | {
      kind: 'field';
      block: BlockRef;
      slot: string;
      locale: string | null;
      field: string;
      before: string | null;
      after: string | null;
    };
