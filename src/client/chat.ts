/**
 * Chat widget (§1: loaded unless disabled by an environment setting; §9: offset 150 px). The launcher is plain
 * HTML; the vendor's script (CHAT_WIDGET_SRC) is fetched only when a visitor opens it, so anonymous pages
 * stay within their JavaScript budget.
 */
export const CHAT_OFFSET_PX = 150;

declare global {
  interface Window {
    chatWidgetSettings?: { verticalOffset: number; locale: string };
  }
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export const intersects = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Elements that are content by themselves; others count through their own text. */
const CONTENT = 'a[href], button, input, select, textarea, summary, img, svg, video, iframe, [tabindex]';

/** Whether `element` shows something (itself, or text of its own) inside `box`. */
function showsContentIn(element: Element, box: Box): boolean {
  if (element.matches(CONTENT)) return true;
  return [...element.childNodes].some((node) => {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].some((rect) => intersects(box, rect));
  });
}

/** Whether the page shows content (text, images, controls) under `box`, sampled on a grid of points. */
function contentUnder(box: Box, launcher: Element): boolean {
  const seen = new Set<Element>();
  for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
    for (const fy of [0.05, 0.35, 0.65, 0.95]) {
      const x = box.left + (box.right - box.left) * fx;
      const y = box.top + (box.bottom - box.top) * fy;
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || launcher.contains(element)) continue;
        seen.add(element);
        if (
          element !== document.body &&
          element !== document.documentElement &&
          showsContentIn(element, box)
        ) {
          return true;
        }
      }
    }
  }
  return false;
}

/**
 * The launcher never covers the page: while text, an image or a control lies under it, it tucks into the
 * viewport's right gutter (a narrow strip, still focusable, sliding out on hover and focus).
 */
function keepClear(launcher: HTMLDetailsElement): void {
  let scheduled = false;
  const place = () => {
    scheduled = false;
    if (launcher.open) return launcher.removeAttribute('data-tucked');
    // Where the whole pill stands untucked (tucking only shifts it sideways).
    const { top, bottom } = launcher.getBoundingClientRect();
    const right = document.documentElement.clientWidth - Number.parseFloat(getComputedStyle(launcher).right);
    const box = { left: right - launcher.offsetWidth, top, right, bottom };
    launcher.toggleAttribute('data-tucked', contentUnder(box, launcher));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(place);
  };
  for (const event of ['scroll', 'resize']) window.addEventListener(event, schedule, { passive: true });
  launcher.addEventListener('toggle', schedule);
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  schedule();
}

export function installChat(launcher: HTMLDetailsElement): void {
  keepClear(launcher);
  const src = launcher.dataset.vendorSrc;
  if (!src) return;
  launcher.addEventListener(
    'toggle',
    () => {
      window.chatWidgetSettings = { verticalOffset: CHAT_OFFSET_PX, locale: document.documentElement.lang };
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
    { once: true },
  );
}
