// Placement of the chat launcher (src/client/chat.ts loads it on the visitor's first scroll, resize or pointer move).

/** Elements that are content by themselves; others count when they hold text of their own. */
const CONTENT = 'a[href],button,input,select,textarea,summary,img,svg,video,iframe,[tabindex]';

/** Whether the page shows text, an image or a control under `box`, sampled on a grid of points. */
function contentUnder(box: DOMRect, launcher: Element): boolean {
  for (let fx = 0; fx <= 1; fx += 0.25) {
    for (let fy = 0.1; fy < 1; fy += 0.4) {
      const x = box.left + box.width * fx;
      for (const element of document.elementsFromPoint(x, box.top + box.height * fy)) {
        if (launcher.contains(element)) continue;
        const text = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (text || element.matches(CONTENT)) return true;
      }
    }
  }
  return false;
}

/**
 * The launcher never covers the page: while text, an image or a control lies under it, it tucks into the
 * viewport's right gutter (a narrow strip, still focusable, sliding out on hover and focus).
 */
export function keepClear(launcher: HTMLDetailsElement): void {
  let scheduled = false;
  const place = () => {
    scheduled = false;
    if (launcher.open) return launcher.removeAttribute('data-tucked');
    // Where the whole pill stands untucked (tucking only shifts it sideways).
    const { top, height } = launcher.getBoundingClientRect();
    const right = document.documentElement.clientWidth - Number.parseFloat(getComputedStyle(launcher).right);
    const box = new DOMRect(right - launcher.offsetWidth, top, launcher.offsetWidth, height);
    launcher.toggleAttribute('data-tucked', contentUnder(box, launcher));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(place);
  };
  for (const event of ['scroll', 'resize', 'load'])
    window.addEventListener(event, schedule, { passive: true });
  launcher.addEventListener('toggle', schedule);
  schedule();
}
