// The header's only script without a framework: scroll compression, dropdown disclosures and the
// cart badge. Dropdowns also open on hover through CSS; this adds click, keyboard and ARIA state.

const header = document.querySelector<HTMLElement>('[data-header]');

// §4: the header is compressed once the page has scrolled past 0.
const compress = () => header?.toggleAttribute('data-compressed', window.scrollY > 0);
window.addEventListener('scroll', compress, { passive: true });
compress();

const disclosures = [...document.querySelectorAll<HTMLElement>('[data-disclosure]')];
const buttonOf = (root: HTMLElement) => root.querySelector<HTMLElement>(':scope [data-disclosure-button]');

function setOpen(root: HTMLElement, open: boolean) {
  root.toggleAttribute('data-open', open);
  buttonOf(root)?.setAttribute('aria-expanded', String(open));
}

for (const root of disclosures) {
  buttonOf(root)?.addEventListener('click', () => {
    const open = !root.hasAttribute('data-open');
    for (const other of disclosures) if (other !== root) setOpen(other, false);
    setOpen(root, open);
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(root, false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !root.hasAttribute('data-open')) return;
    setOpen(root, false);
    buttonOf(root)?.focus();
  });
}

document.addEventListener('pointerdown', (event) => {
  for (const root of disclosures) if (!root.contains(event.target as Node)) setOpen(root, false);
});

// The cart badge: only pages with a session (CartState) load the cart code at all.
if (document.getElementById('cart-state')?.dataset.session)
  void import('../../../islands/cart/cart-session.ts');
