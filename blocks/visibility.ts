import type { Visibility } from '../src/api/index.ts';

export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/**
 * Per-breakpoint hiding with CSS only. Each CMS key is its own range: the three breakpoints of §9
 * (xs < 640 ≤ sm < 1024 ≤ md < 1480 ≤ lg) plus xl from 1920px (full HD), so a block hidden only
 * at xl still shows at lg. Class names are literal for Tailwind.
 */
const HIDDEN_AT: Record<Breakpoint, string> = {
  xs: 'max-sm:hidden',
  sm: 'sm:max-md:hidden',
  md: 'md:max-lg:hidden',
  lg: 'lg:max-xl:hidden',
  xl: 'xl:hidden',
};

/** A missing key means visible; only an explicit false hides. */
export const isVisibleAt = (visibility: Visibility | undefined, breakpoint: Breakpoint): boolean =>
  visibility?.[breakpoint] !== false;

export function visibilityClasses(visibility: Visibility | undefined): string[] {
  return BREAKPOINTS.filter((bp) => !isVisibleAt(visibility, bp)).map((bp) => HIDDEN_AT[bp]);
}
