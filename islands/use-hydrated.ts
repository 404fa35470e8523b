import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true right after: what depends on the browser
 * (a session another island already loaded, enhanced controls) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
