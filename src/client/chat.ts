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
