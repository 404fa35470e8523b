import type { Visibility } from '../src/api/index.ts';

/**
 * Per-breakpoint hiding with CSS only. The five CMS keys map onto the four ranges of §9:
 * xs < 640, sm 640–1023, md 1024–1479, and lg = xl ≥ 1480 (there is no wider breakpoint, so a
 * block hidden at either lg or xl is hidden from 1480px up). Class names are literal for Tailwind.
 */
const HIDDEN_AT: Record<keyof Visibility, string> = {
  xs: 'max-sm:hidden',
  sm: 'sm:max-md:hidden',
  md: 'md:max-lg:hidden',
  lg: 'lg:hidden',
  xl: 'lg:hidden',
};

export function visibilityClasses(visibility: Visibility | undefined): string[] {
  if (!visibility) return [];
  const keys = Object.keys(HIDDEN_AT) as (keyof Visibility)[];
  return [...new Set(keys.filter((key) => visibility[key] === false).map((key) => HIDDEN_AT[key]))];
}
