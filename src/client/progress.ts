/**
 * Route progress bar (§9: throttle 200 ms, duration 5000 ms). Pages are server-rendered, so a route change is
 * a document navigation: the bar appears only when the next page takes longer than the throttle, then creeps
 * towards 90 % over the duration and vanishes with the old page.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** Whether a click on this link starts a same-tab navigation to another page of this site. */
export function startsNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // Jumping to an anchor on the same page loads nothing.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash);
}

export function installProgressBar(bar: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      bar.hidden = false;
      bar.style.transition = 'none';
      bar.style.transform = 'scaleX(0)';
      // Next frame: animate to 90 %; the last 10 % belong to the arriving page.
      requestAnimationFrame(() => {
        bar.style.transition = `transform ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`;
        bar.style.transform = 'scaleX(0.9)';
      });
    }, PROGRESS_THROTTLE_MS);
  };
  const reset = () => {
    clearTimeout(timer);
    bar.hidden = true;
  };

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && startsNavigation(event, link)) start();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) start();
  });
  // Back/forward cache restores the old page with the bar still running.
  window.addEventListener('pageshow', reset);
}
