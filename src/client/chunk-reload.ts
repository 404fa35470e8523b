/**
 * §4/§9: a script chunk that fails to load (typically a page from before a deployment asking for
 * chunks that are gone) reloads the page, at most once per 60 s so a chunk missing for good cannot loop.
 * The time of the last reload is kept in sessionStorage: per tab, and across the reload.
 */
export const RELOAD_KEY = 'b2b:chunk-reload-at';
export const RELOAD_GUARD_MS = 60_000;

// How Chromium, Firefox and Safari word a module script that could not be fetched.
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed/i;

/** Whether an error is a failed module fetch (not an error thrown by the module's own code). */
export const isChunkLoadError = (error: unknown): boolean =>
  CHUNK_FAILURE.test(error instanceof Error ? error.message : String(error));

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads unless the page did within the last 60 s; returns whether it does. */
export function reloadOnce(storage: Store, reload: () => void, now = Date.now()): boolean {
  try {
    if (now - Number(storage.getItem(RELOAD_KEY) ?? 0) < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
  } catch {
    // No storage: no guard either, so no reload (it could loop).
    return false;
  }
  reload();
  return true;
}

/**
 * Listens for both kinds of failed chunks: Vite's own dynamic imports (`vite:preloadError`) and the
 * island components Astro's `<astro-island>` imports (`astro:hydration-error`, after Astro's one
 * retry). A hydration error of another kind (a component that throws) is left to Astro's logging.
 */
export function reloadOnChunkFailure(): void {
  const reload = () => reloadOnce(sessionStorage, () => window.location.reload());
  window.addEventListener('vite:preloadError', (event) => {
    if (reload()) event.preventDefault();
  });
  window.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error: unknown }>).detail ?? {};
    if (isChunkLoadError(error) && reload()) event.preventDefault();
  });
}
