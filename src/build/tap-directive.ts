import type { ClientDirective } from 'astro';

/**
 * `client:tap="idle" | "visible" | "(media query)"`: hydrates like `client:idle`, `client:visible` or
 * `client:media` once the page has loaded, or at once when a script button (`type="button"`) inside the island is clicked
 * first; that click is then replayed on the hydrated island, so a visitor's first tap is never lost.
 * Links and submit buttons work without JavaScript and are left alone. Focus inside hydrates at once.
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
  // A keyboard user reaching the island gets it at once, before the first key.
  el.addEventListener('focusin', () => void hydrate(), { once: true });

  // Nothing hydrates before the page has loaded and the browser is idle: the first render never
  // waits for React, and a click before that is replayed anyway.
  const afterLoad = (run: () => void) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 200));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  };
  const when = options.value;
  afterLoad(() => {
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
    } else void hydrate();
  });
};

export default tapDirective;
