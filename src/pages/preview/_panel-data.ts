import type { AstroGlobal } from 'astro';
import type { EditorPage } from '../../api/cms-editor.ts';
import { messageFor } from '../../components/form/errors.ts';
import * as m from '../../paraglide/messages.js';
import { editorCalls } from './_edit-form.ts';

/** What the message after a form says (`?done=…` or `?error=…`, set by handleEditorPost). */
function noticeOf(query: URLSearchParams, locale: AstroGlobal['locals']['locale']) {
  const t = { locale };
  const error = query.get('error')?.slice(0, 80);
  if (error) return { kind: 'error' as const, text: messageFor({ code: error, params: {} }, locale) };
  const version = query.get('version') ?? '';
  const done: Record<string, () => string> = {
    saved: () => m.cms_editor_saved({}, t),
    published: () => m.cms_editor_published({ version }, t),
    discarded: () => m.cms_editor_discarded({}, t),
    restored: () => m.cms_editor_restored({ version, from: query.get('from') ?? '' }, t),
    nothing: () => m.cms_editor_nothing({}, t),
    created: () => m.cms_editor_created({}, t),
  };
  const text = done[query.get('done') ?? '']?.();
  return text ? { kind: 'success' as const, text } : null;
}

/**
 * The editor panel's data: kept versions, the images to choose from, and the changes shown: a chosen
 * version's (`?compare=N`) against the published page, else the draft's.
 */
export async function panelData(Astro: AstroGlobal, id: string, view: EditorPage) {
  const calls = editorCalls(Astro);
  const t = { locale: Astro.locals.locale };
  const compare = Astro.url.searchParams.get('compare');
  const version = compare && /^\d{1,6}$/.test(compare) ? compare : null;
  const [versions, media, changes] = await Promise.all([
    calls.versions(id),
    calls.media(),
    version
      ? calls
          .compare(id, version, 'live')
          .then((list) => ({ title: m.cms_editor_changesFrom({ version }, t), list }))
      : view.draft
        ? calls
            .compare(id, 'live', 'draft')
            .then((list) => ({ title: m.cms_editor_changesDraft({}, t), list }))
        : Promise.resolve(null),
  ]);
  return {
    versions: versions.elements,
    media,
    changes,
    notice: noticeOf(Astro.url.searchParams, Astro.locals.locale),
  };
}
