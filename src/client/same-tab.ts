// Shared by the progress bar and the listing's in-place links; its own module, so neither pulls in the other.

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
