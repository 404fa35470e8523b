import * as v from 'valibot';
import { LOCALES } from '../locales.ts';

const Id = v.pipe(v.string(), v.uuid());
const Revision = v.pipe(v.number(), v.integer(), v.minValue(0));
export const EDIT_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** A config key the editor may change: one the slot already holds as a text (content, title, url…). */
const Field = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'INVALID_FIELD'));

/** One change an editor makes in the preview (§2 CMS, issue 31), applied to the page's draft. */
export const CmsEditSchema = v.variant('op', [
  v.object({
    op: v.literal('text'),
    slotId: Id,
    locale: v.picklist(LOCALES),
    field: Field,
    value: v.pipe(v.string(), v.maxLength(20_000)),
  }),
  v.object({
    op: v.literal('image'),
    slotId: Id,
    locale: v.picklist(LOCALES),
    field: Field,
    mediaId: Id,
  }),
  v.object({ op: v.literal('move'), blockId: Id, direction: v.picklist(['up', 'down']) }),
  v.object({
    op: v.literal('visibility'),
    blockId: Id,
    breakpoint: v.picklist(EDIT_BREAKPOINTS),
    visible: v.boolean(),
  }),
]);
export type CmsEdit = v.InferOutput<typeof CmsEditSchema>;

/** A save: the draft revision the editor's changes were made on, and the changes. */
export const CmsDraftSaveSchema = v.object({
  revision: Revision,
  edits: v.pipe(v.array(CmsEditSchema), v.minLength(1), v.maxLength(50)),
});

export const CmsRevisionSchema = v.object({ revision: Revision });
export const CmsRollbackSchema = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(0)) });
