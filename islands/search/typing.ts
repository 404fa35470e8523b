import { useEffect, useState } from 'react';

/** §9: one character per 150 ms, a pause of 1 s after each word. */
const CHAR_MS = 150;
const WORD_PAUSE_MS = 1000;
// Typing starts this long after the page has loaded: the plain placeholder is what the first paint
// shows, so the growing text is never the largest paint a phone waits for (LCP).
const START_AFTER_LOAD_MS = 2000;

/** True from START_AFTER_LOAD_MS after the window's load event on. */
function useLoadedForAWhile(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setReady(true), START_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/**
 * The placeholder as if being typed, word by word, over and over while `active`. Returns null when
 * the visitor prefers reduced motion (or before hydration and shortly after load): the plain
 * placeholder shows instead.
 */
export function useTypingPlaceholder(text: string, active: boolean): string | null {
  const [typed, setTyped] = useState<string | null>(null);
  const loaded = useLoadedForAWhile();
  useEffect(() => {
    if (!active || !loaded || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setTyped(null);
      return;
    }
    let length = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      length = length >= text.length ? 1 : length + 1;
      setTyped(text.slice(0, length));
      const wordEnd = length === text.length || text[length] === ' ';
      timer = setTimeout(step, wordEnd ? WORD_PAUSE_MS : CHAR_MS);
    };
    timer = setTimeout(step, CHAR_MS);
    return () => clearTimeout(timer);
  }, [text, active, loaded]);
  return typed;
}
