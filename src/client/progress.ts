/**
 * Route progress bar (§9: throttle 200 ms, duration 5000 ms). Pages are server-rendered, so a route change is
 * a document navigation: the bar appears only when the next page takes longer than the throttle, then creeps
 * towards 90 % over the duration and vanishes with the old page.
 */
import { startsNavigation } from './same-tab.ts';
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

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
