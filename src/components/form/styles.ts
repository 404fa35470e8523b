// Class lists shared by the account forms, so buttons and panels look alike everywhere.
export const BUTTON_PRIMARY =
  'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const BUTTON_SECONDARY =
  'rounded-md border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-100';
export const CARD = 'flex flex-col gap-4 rounded-lg border border-slate-200 p-5';
/**
 * The box a wide table scrolls in sideways. Positioned, so the table's absolutely placed screen-reader
 * texts (sr-only) stay inside it instead of widening the page on a phone (WCAG 1.4.10).
 */
export const SCROLL_BOX = 'relative overflow-x-auto';
/** §2 notification types: errors red, warnings amber, successes green. */
export const NOTIFICATION_STYLES = {
  error: 'border-red-700 bg-red-50 text-red-900',
  warn: 'border-amber-600 bg-amber-50 text-amber-950',
  success: 'border-green-700 bg-green-50 text-green-900',
} as const;
