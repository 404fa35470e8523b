import type { ClientDirective } from 'astro';

/**
 * `client:tap="idle" | "visible" | "(media query)"`: hydrates like `client:idle`, `client:visible` or
 * `client:media`, or at once when a script button (`type="button"`) inside the island is clicked
 * first; that click is then replayed on the hydrated island, so a visitor's first tap is never lost.
 * Links and submit buttons work without JavaScript and are left alone.
 */
const tapDirective: ClientDirective = (load, options, el) => {
  let hydrated: Promise<void> | undefined;
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[type=button]');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate().then(() => button.isConnected && button.click());
  };
  const hydrate = () => {
    hydrated ??= load()
      .then((run) => run())
      .then(() => el.removeEventListener('click', onClick, true));
    return hydrated;
  };
  el.addEventListener('click', onClick, true);

  const when = options.value;
  if (when === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    });
    for (const child of el.children) observer.observe(child);
  } else if (typeof when === 'string' && when.startsWith('(')) {
    const query = matchMedia(when);
    if (query.matches) void hydrate();
    else query.addEventListener('change', () => void hydrate(), { once: true });
  } else if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate());
  else setTimeout(() => void hydrate(), 200);
};

export default tapDirective;
