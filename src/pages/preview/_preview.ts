import { BREAKPOINTS, type Breakpoint } from '../../../blocks/visibility.ts';

export const PREVIEW_COOKIE = 'b2b-preview-token';

/** Frame widths that fall into each visibility range (xs < 640 ≤ sm < 1024 ≤ md < 1480 ≤ lg < 1920 ≤ xl). */
export const BREAKPOINT_WIDTHS: Record<Breakpoint, number> = {
  xs: 375,
  sm: 768,
  md: 1280,
  lg: 1480,
  xl: 1920,
};

export const isBreakpoint = (value: unknown): value is Breakpoint =>
  typeof value === 'string' && (BREAKPOINTS as readonly string[]).includes(value);
