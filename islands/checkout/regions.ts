type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A form just posted, what it sent and what had focus then (its button is disabled while it posts). */
export interface Saved {
  form: HTMLFormElement;
  data: FormData;
  focused?: Element | null;
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
 * The same control in the cart line after (else before) the removed line that held `focused`
 * (`line-<id>-remove` → `line-<next id>-remove`): the old lines are still linked to each other.
 */
function neighbourControl(page: Document, focused: HTMLElement): HTMLElement | null {
  const line = focused.closest<HTMLElement>('[data-line]');
  const id = line?.dataset.line;
  if (!line || !id || !focused.id.includes(id)) return null;
  for (const other of [line.nextElementSibling, line.previousElementSibling]) {
    const next = other instanceof HTMLElement ? other.dataset.line : undefined;
    const twin = next && page.getElementById(focused.id.replace(id, next));
    if (twin) return twin;
  }
  return null;
}

/**
 * Replaces every `[data-region]` of `page` by its namesake in `next` and copies the `hidden` state of
 * `[data-sync-hidden]` parts. Focus lost meanwhile (with a replaced region, or to the body while the
 * pressed button was disabled) goes back to the element, else to the one with the same id, else to
 * the same control of the neighbouring cart line (a removed line), else to `[data-focus-fallback]`
 * (issue 27: never to the page body).
 */
export function swapRegions(page: Document, next: Document, saved: Saved | null = null) {
  // What has focus now, else (the pressed button was disabled) what had it when the form was sent. The
  // body counts as neither: an earlier post sent as a field was left must not drop a later one's focus.
  const element = (e: Element | null | undefined) => (e instanceof HTMLElement && e !== page.body ? e : null);
  const focused = element(page.activeElement) ?? element(saved?.focused);
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
  // The visitor moved on meanwhile: focus stays where they put it.
  const now = page.activeElement;
  if (!focused || (now && now !== page.body && now.isConnected)) return;
  const target = focused.isConnected
    ? focused
    : (focused.id && page.getElementById(focused.id)) ||
      neighbourControl(page, focused) ||
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
