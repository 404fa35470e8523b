import type { Visibility } from '../src/api/index.ts';

export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/**
 * Per-breakpoint hiding with CSS only. The five CMS keys map onto the four ranges of §9:
 * xs < 640, sm 640–1023, md 1024–1479, and lg = xl ≥ 1480 (there is no wider breakpoint, so a
 * block hidden at either lg or xl is hidden from 1480px up). Class names are literal for Tailwind.
 */
const HIDDEN_AT: Record<Breakpoint, string> = {
  xs: 'max-sm:hidden',
  sm: 'sm:max-md:hidden',
  md: 'md:max-lg:hidden',
  lg: 'lg:hidden',
  xl: 'lg:hidden',
};

/** A missing key means visible; only an explicit false hides. */
export const isVisibleAt = (visibility: Visibility | undefined, breakpoint: Breakpoint): boolean =>
  visibility?.[breakpoint] !== false;

export function visibilityClasses(visibility: Visibility | undefined): string[] {
  return [...new Set(BREAKPOINTS.filter((bp) => !isVisibleAt(visibility, bp)).map((bp) => HIDDEN_AT[bp]))];
}
