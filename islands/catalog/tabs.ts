/** Turns the server-rendered panels of product-tabs into WAI-ARIA tabs (keyboard: arrows, Home, End). */
class ProductTabs extends HTMLElement {
  connectedCallback() {
    const list = this.querySelector<HTMLElement>('[role=tablist]');
    const tabs = [...this.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    if (!list || !tabs.length) return;
    list.hidden = false;
    for (const panel of this.querySelectorAll<HTMLElement>('[data-panel]')) {
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', `tab-${panel.dataset.panel}`);
      panel.querySelector<HTMLElement>('[data-panel-heading]')?.classList.add('sr-only');
    }
    const select = (tab: HTMLButtonElement, focus: boolean) => {
      for (const other of tabs) {
        const active = other === tab;
        other.setAttribute('aria-selected', String(active));
        other.tabIndex = active ? 0 : -1;
        const panel = this.querySelector<HTMLElement>(`#${other.getAttribute('aria-controls')}`);
        if (panel) panel.hidden = !active;
      }
      if (focus) tab.focus();
    };
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLButtonElement>('[role=tab]');
      if (tab) select(tab, false);
    });
    list.addEventListener('keydown', (event) => {
      const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (index < 0) return;
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length] as HTMLButtonElement, true);
    });
    const initial = tabs.find((tab) => tab.id === `tab-${this.dataset.selected}`) ?? tabs[0];
    if (initial) select(initial, false);
    // The browser may have scrolled to a #panel-… anchor before the other panels were hidden.
    const anchored = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchored?.matches('[data-panel]') && this.contains(anchored)) anchored.scrollIntoView();
  }
}

if (!customElements.get('product-tabs')) customElements.define('product-tabs', ProductTabs);
