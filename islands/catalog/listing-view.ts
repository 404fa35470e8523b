/**
 * The grid/list switch of the listing on wider screens (phones always show compact rows). The
 * choice stays in localStorage, so the listing remembers it on every page; the inline script in
 * ListingView applies it before the first paint. Without JS the switch stays hidden.
 */
const KEY = 'listing-view';

const root = document.querySelector<HTMLElement>('[data-listing]');
const toggle = root?.querySelector<HTMLElement>('[data-view-switch]');
if (root && toggle) {
  const buttons = [...toggle.querySelectorAll<HTMLButtonElement>('button[data-view]')];
  const show = (view: string) => {
    if (view === 'list') root.dataset.view = view;
    else delete root.dataset.view;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.view === view));
  };
  show(root.dataset.view ?? 'grid');
  toggle.hidden = false;
  for (const button of buttons)
    button.addEventListener('click', () => {
      const view = button.dataset.view ?? 'grid';
      show(view);
      try {
        localStorage.setItem(KEY, view);
      } catch {
        // Private mode without storage: the switch still works for this page.
      }
    });
}
