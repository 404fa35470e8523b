import type { AstroGlobal } from 'astro';
import { BREAKPOINTS, isVisibleAt } from '../../../blocks/visibility.ts';
import { cmsEditorApi, type EditorField, type EditorPage } from '../../api/cms-editor.ts';
import { STAFF_COOKIE } from '../../api/cookies.ts';
import { isStoreApiError } from '../../api/index.ts';
import { toMessages } from '../../components/form/errors.ts';
import { type FormMessages, failureOf, readForm } from '../../components/form/submit.ts';
import type { Locale } from '../../shared/locales.ts';
import { CMS_ADDABLE_BLOCKS, type CmsEdit } from '../../shared/schemas/cms-editor.ts';

/** The editor calls bound to the staff cookie's session (the Store API checks the editor role). */
export const editorCalls = ({ locals, cookies }: Pick<AstroGlobal, 'locals' | 'cookies'>) =>
  cmsEditorApi(locals.storeApi.with({ contextToken: cookies.get(STAFF_COOKIE)?.value || null }));

/**
 * A refused new page as form messages: a path another page holds (the Admin API's landing page write
 * points at the url of its language) is shown at that language's field.
 */
export function createErrors(error: unknown, locale: Locale): FormMessages {
  const items = isStoreApiError(error) ? error.errors : [];
  const errors = failureOf(error).map((e, i) => {
    const language = items[i]?.source?.pointer?.match(/\/translations\/([a-z]{2}-[A-Z]{2})\/url$/)?.[1];
    return language ? { ...e, field: `urls.${language}` } : e;
  });
  return toMessages(errors, locale);
}

/** Form field names: a slot's field, a block's visibility at a breakpoint. */
export const fieldName = (slotId: string, field: string) => `f.${slotId}.${field}`;
export const visibleName = (blockId: string, breakpoint: string) => `v.${blockId}.${breakpoint}`;

/**
 * The edits a submitted form makes to the page the editor saw: changed texts and images in the
 * editor's language, changed visibility, and the move of the button pressed.
 */
export function editsOf(view: EditorPage, form: Record<string, string>, locale: Locale): CmsEdit[] {
  const edits: CmsEdit[] = [];
  for (const slot of view.slots) {
    for (const { field, kind, value } of slot.fields) {
      const given = form[fieldName(slot.id, field)];
      if (given === undefined || given === value) continue;
      edits.push(editOf(slot.id, field, kind, given, locale));
    }
  }
  for (const block of view.cmsPage.sections.flatMap((s) => s.blocks)) {
    for (const breakpoint of BREAKPOINTS) {
      const visible = form[visibleName(block.id, breakpoint)] === 'on';
      if (visible !== isVisibleAt(block.customFields.visibility, breakpoint))
        edits.push({ op: 'visibility', blockId: block.id, breakpoint, visible });
    }
  }
  const [blockId, direction] = (form.move ?? '').split(':');
  if (blockId && (direction === 'up' || direction === 'down')) edits.push({ op: 'move', blockId, direction });
  if (form.remove) edits.push({ op: 'remove', blockId: form.remove });
  const type = form[`addType.${form.add}`];
  if (form.add && isAddable(type)) edits.push({ op: 'add', sectionId: form.add, type });
  return edits;
}

const isAddable = (type: string | undefined): type is (typeof CMS_ADDABLE_BLOCKS)[number] =>
  (CMS_ADDABLE_BLOCKS as readonly (string | undefined)[]).includes(type);

/** The edit a changed field makes: a text, an image, or a product slider's products (numbers, by comma). */
function editOf(
  slotId: string,
  field: string,
  kind: EditorField['kind'],
  given: string,
  locale: Locale,
): CmsEdit {
  if (kind === 'image') return { op: 'image', slotId, locale, field, mediaId: given };
  if (kind === 'products') {
    const productNumbers = given.split(/[,;\s]+/).filter(Boolean);
    return { op: 'products', slotId, productNumbers };
  }
  return { op: 'text', slotId, locale, field, value: given };
}

/**
 * Handles a form of the editor panel (save, publish, discard, restore) and answers with the way back
 * to the page: `?done=…` on success, `?error={code}` for the page to translate.
 */
export async function handleEditorPost(Astro: AstroGlobal, id: string, view: EditorPage, back: string) {
  const form = await readForm(Astro.request);
  const calls = editorCalls(Astro);
  const revision = Number(form.revision ?? Number.NaN);
  const outcome = async (): Promise<Record<string, string>> => {
    switch (form.action) {
      case 'publish':
        return { done: 'published', version: String((await calls.publish(id, revision)).version) };
      case 'discard':
        await calls.discard(id, revision);
        return { done: 'discarded' };
      case 'rollback': {
        const { version } = await calls.rollBack(id, Number(form.version));
        return { done: 'restored', version: String(version), from: String(Number(form.version)) };
      }
      default: {
        const edits = editsOf(view, form, Astro.locals.locale);
        if (!edits.length) return { done: 'nothing' };
        await calls.save(id, revision, edits);
        return { done: 'saved' };
      }
    }
  };
  let query: Record<string, string>;
  try {
    query = await outcome();
  } catch (error) {
    if (!isStoreApiError(error)) throw error;
    query = { error: error.errors[0]?.code ?? 'UNKNOWN_ERROR' };
  }
  const url = new URL(back, Astro.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return Astro.redirect(`${url.pathname}${url.search}`, 303);
}
