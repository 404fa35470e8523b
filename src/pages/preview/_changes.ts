import type { LayoutChange } from '../../api/cms-editor.ts';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';

/** A language's own name in the editor's language (nl-NL → "Nederlands" for a Dutch editor). */
export const languageName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

/** One change between two layouts, as an editor reads it. */
export function changeText(change: LayoutChange, locale: Locale): string {
  const t = { locale };
  const block = { type: change.block.type, number: String(change.block.position + 1) };
  switch (change.kind) {
    case 'added':
      return m.cms_editor_changeAdded(block, t);
    case 'removed':
      return m.cms_editor_changeRemoved(block, t);
    case 'moved':
      return m.cms_editor_changeMoved(
        { ...block, from: String(change.from + 1), to: String(change.to + 1) },
        t,
      );
    case 'visibility':
      return (change.visible ? m.cms_editor_changeShown : m.cms_editor_changeHidden)(
        { ...block, breakpoint: change.breakpoint },
        t,
      );
    case 'field':
      return m.cms_editor_changeField(
        {
          ...block,
          field: change.field,
          language: change.locale ? languageName(change.locale, locale) : m.cms_editor_allLanguages({}, t),
          before: change.before ?? '—',
          after: change.after ?? '—',
        },
        t,
      );
  }
}
