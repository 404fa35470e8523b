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

export function installChat(launcher: HTMLDetailsElement): void {
  // The launcher starts tucked (never covering the page); placing it by what lies under it is loaded once the
  // visitor scrolls, resizes or moves the pointer, so it stays out of the page's initial JavaScript.
  let placing = false;
  const place = () => {
    if (placing) return;
    placing = true;
    void import('./chat-placement.ts').then(({ keepClear }) => keepClear(launcher));
  };
  for (const event of ['scroll', 'resize', 'pointermove', 'focusin']) {
    window.addEventListener(event, place, { once: true, passive: true });
  }
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
