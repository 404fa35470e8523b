type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A form just posted and what it sent. */
export interface Saved {
  form: HTMLFormElement;
  data: FormData;
}

const selectDefault = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';

/**
 * Carries what the visitor changed but did not save yet from `old` into its fresh rendering (matched by
 * id), where the server's value is still the one the visitor started from. Of the form just `saved`,
 * the server's answer shows, except what was typed after it was sent.
 */
function keepEdits(old: ParentNode, fresh: ParentNode, saved: Saved | null = null) {
  for (const field of old.querySelectorAll<Control>('input[id], textarea[id], select[id]')) {
    const twin = fresh.querySelector<Control>(`#${CSS.escape(field.id)}`);
    if (!twin || twin.type !== field.type || twin.disabled) continue;
    if (saved && field.form === saved.form) {
      // Typed after the post went out: kept; otherwise the server's answer shows.
      if (field.value !== String(saved.data.get(field.name) ?? field.value)) twin.value = field.value;
      continue;
    }
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.checked !== field.defaultChecked) (twin as HTMLInputElement).checked = field.checked;
    } else if (field instanceof HTMLSelectElement) {
      const changed = field.value !== selectDefault(field);
      if (changed && [...(twin as HTMLSelectElement).options].some((o) => o.value === field.value)) {
        twin.value = field.value;
      }
    } else if (
      field.value !== field.defaultValue &&
      (twin as HTMLInputElement).defaultValue === field.defaultValue
    ) {
      twin.value = field.value;
    }
  }
}

/**
 * Replaces every `[data-region]` of `page` by its namesake in `next` and copies the `hidden` state of
 * `[data-sync-hidden]` parts. Focus lost with a replaced region goes to the element with the same id,
 * else to the page's `[data-focus-fallback]`.
 */
export function swapRegions(page: Document, next: Document, saved: Saved | null = null) {
  const focused = page.activeElement instanceof HTMLElement ? page.activeElement : null;
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart, focused.selectionEnd] as const)
      : null;
  for (const region of page.querySelectorAll<HTMLElement>('[data-region]')) {
    const fresh = next.querySelector(`[data-region="${CSS.escape(region.dataset.region ?? '')}"]`);
    if (!fresh) continue;
    const adopted = page.importNode(fresh, true) as HTMLElement;
    keepEdits(region, adopted, saved);
    region.replaceWith(adopted);
  }
  for (const part of page.querySelectorAll<HTMLElement>('[data-sync-hidden]')) {
    const fresh = next.querySelector(`[data-sync-hidden="${CSS.escape(part.dataset.syncHidden ?? '')}"]`);
    if (fresh) part.hidden = fresh.hasAttribute('hidden');
  }
  if (!focused || focused.isConnected) return;
  const target =
    (focused.id && page.getElementById(focused.id)) ||
    page.querySelector<HTMLElement>('[data-focus-fallback]');
  target?.focus();
  if (caret && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(caret[0], caret[1]);
    } catch {
      // Some input types have no selection.
    }
  }
}
