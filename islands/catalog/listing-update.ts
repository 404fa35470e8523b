/**
 * Updates the product listing in place (WCAG 3.2.2 / 2.4.3): fetches the page the server renders
 * for the new URL (anonymous pages come from the page cache) and swaps the filters, the results
 * and the count's text, so focus stays where it was and the status region announces the count.
 * The URL gets a history entry; back/forward show the listing of their URL. Page and reset links
 * of the listing work in place too. Any failure falls back to a normal navigation.
 */
import { PAGE_VIEW_DELAY_MS, trackPageView } from '../../src/client/analytics.ts';
import { startsNavigation } from '../../src/client/same-tab.ts';

let controller: AbortController | undefined;
let shown = location.pathname + location.search;

/** Stops an update in flight: the buyer changed the filters again. */
export function cancelListing(): void {
  controller?.abort();
}

/**
 * Finds the focused filter control again once the form's content is new: by id, by name (and value
 * for boxes), else by position among its kind (the apply button, the reset link, a summary).
 */
function twinOf(form: HTMLFormElement, element: Element | null): () => HTMLElement | undefined {
  if (!(element instanceof HTMLElement) || !form.contains(element)) return () => undefined;
  const name = element.getAttribute('name');
  const box = element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type);
  let selector = element.tagName.toLowerCase();
  if (element.id) selector = `#${CSS.escape(element.id)}`;
  else if (name)
    selector = `[name="${CSS.escape(name)}"]${box ? `[value="${CSS.escape(element.getAttribute('value') ?? '')}"]` : ''}`;
  const index = [...form.querySelectorAll(selector)].indexOf(element);
  return () => form.querySelectorAll<HTMLElement>(selector)[index];
}

/** The filter groups by their summary text: the ones the buyer opened stay open and scrolled. */
function groupStates(form: HTMLFormElement) {
  const states = new Map<string, { open: boolean; scroll: number }>();
  for (const group of form.querySelectorAll('details'))
    states.set(group.querySelector('summary')?.textContent?.trim() ?? '', {
      open: group.open,
      scroll: group.querySelector('fieldset')?.scrollTop ?? 0,
    });
  return states;
}

function swapFilters(form: HTMLFormElement, next: HTMLFormElement) {
  const active = document.activeElement;
  const twin = twinOf(form, active);
  const typed =
    active instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(active.type) ? active.value : null;
  const states = groupStates(form);
  form.replaceChildren(...next.childNodes);
  for (const group of form.querySelectorAll('details')) {
    const state = states.get(group.querySelector('summary')?.textContent?.trim() ?? '');
    if (!state) continue;
    group.open ||= state.open;
    const fieldset = group.querySelector('fieldset');
    if (fieldset) fieldset.scrollTop = state.scroll;
  }
  const control = twin();
  if (control instanceof HTMLInputElement && typed !== null) control.value = typed;
  control?.focus({ preventScroll: true });
}

function swap(root: Element, next: Element) {
  const form = root.querySelector<HTMLFormElement>('form[data-listing-filters]');
  const nextForm = next.querySelector<HTMLFormElement>('form[data-listing-filters]');
  if (form && nextForm) swapFilters(form, nextForm);
  root
    .querySelector('[data-listing-results]')
    ?.replaceWith(next.querySelector('[data-listing-results]') ?? '');
  const count = root.querySelector('[data-listing-count]');
  if (count) count.textContent = next.querySelector('[data-listing-count]')?.textContent ?? '';
}

/** Shows the listing of `url`; `push` adds a history entry (not on back/forward). */
export async function showListing(url: string, push: boolean): Promise<boolean> {
  const root = document.querySelector('[data-listing]');
  if (!root) return false;
  cancelListing();
  const current = new AbortController();
  controller = current;
  // Busy on the results only: a busy ancestor would keep the count's announcement back.
  const results = root.querySelector('[data-listing-results]');
  results?.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: current.signal });
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const next = doc.querySelector('[data-listing]');
    if (!response.ok || response.redirected || !next) throw new Error(String(response.status));
    if (push) history.pushState(null, '', url);
    shown = location.pathname + location.search;
    document.title = doc.title;
    swap(root, next);
    document.dispatchEvent(new Event('listing:updated'));
    setTimeout(trackPageView, PAGE_VIEW_DELAY_MS);
    return true;
  } catch {
    if (!current.signal.aborted) location.assign(url);
    return false;
  } finally {
    results?.removeAttribute('aria-busy');
  }
}

/** A plain click on a link to this listing with other parameters (not a product, not a new tab). */
function sameListing(link: HTMLAnchorElement, event: MouseEvent) {
  return startsNavigation(event, link) && new URL(link.href, location.href).pathname === location.pathname;
}

const root = document.querySelector('[data-listing]');
if (root) {
  // Page links and the reset link: the listing's own URL with other parameters.
  root.addEventListener('click', async (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(
      'form a[href], [data-listing-results] nav a[href]',
    );
    if (!link || !sameListing(link, event as MouseEvent)) return;
    event.preventDefault();
    const paging = !link.closest('form');
    if ((await showListing(link.href, true)) && paging) {
      // The clicked page link is gone: the new page starts at its count.
      const count = root.querySelector<HTMLElement>('[data-listing-count]');
      count?.focus({ preventScroll: true });
      count?.scrollIntoView({ block: 'nearest' });
    }
  });
  window.addEventListener('popstate', () => {
    if (location.pathname + location.search !== shown) void showListing(location.href, false);
  });
}
