import { useEffect, useState } from 'react';

/** §9: one character per 150 ms, a pause of 1 s after each word. */
const CHAR_MS = 150;
const WORD_PAUSE_MS = 1000;
// The first character follows this long after hydration (which waits for the browser to be idle):
// the plain placeholder is what the first paint shows, so the growing text is never the largest
// paint a phone waits for (LCP).
const START_MS = 3000;

// After a first start, typing resumes at once (e.g. when the field loses focus).
let started = false;

/**
 * The placeholder as if being typed, word by word, over and over while `active`. Returns null when
 * the visitor prefers reduced motion (or before hydration and for START_MS after it): the plain
 * placeholder shows instead.
 */
export function useTypingPlaceholder(text: string, active: boolean): string | null {
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (!active || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
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
    timer = setTimeout(step, started ? CHAR_MS : START_MS);
    started = true;
    return () => clearTimeout(timer);
  }, [text, active]);
  return typed;
}
