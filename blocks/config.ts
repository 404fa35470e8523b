import type { CmsBlock, CmsMedia, CmsSlot } from '../src/api/index.ts';

/** Props every block component receives. */
export interface BlockProps {
  block: CmsBlock;
}

/** The block's slot by name, else its first slot (the seeded blocks have one slot each). */
export const slotOf = (block: CmsBlock, name?: string): CmsSlot | undefined =>
  (name && block.slots.find((slot) => slot.slot === name)) || block.slots[0];

// Slot configs are untyped JSON: read them defensively so one bad field cannot break a page.
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];

export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/** A media file the Store API resolved for this slot (data.media, keyed by the config's mediaId). */
export function mediaOf(slot: CmsSlot | undefined, mediaId: unknown): CmsMedia | null {
  if (typeof mediaId !== 'string') return null;
  const media = slot?.data?.media?.[mediaId];
  return media && typeof media.url === 'string' ? media : null;
}

/** A list the Store API resolved for this slot (data.categories, data.posts …). */
export const dataRecords = (slot: CmsSlot | undefined, key: string) => records(slot?.data?.[key]);

/** A single resolved record (data.listing, data.product), or null. */
export function dataRecord(slot: CmsSlot | undefined, key: string): Record<string, unknown> | null {
  const value = slot?.data?.[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Only plain colours from the CMS reach inline styles (no CSS smuggled in). */
export const isPlainColor = (value: unknown): value is string =>
  typeof value === 'string' && /^(#[\da-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(value);

export const backgroundStyle = (color: unknown): string | undefined =>
  isPlainColor(color) ? `background-color: ${color}` : undefined;

/** Dark or light text on a CMS-chosen hex background, whichever has the better contrast. */
export function textColorOn(background: string): 'text-slate-900' | 'text-white' {
  const hex = /^#?([\da-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return 'text-slate-900';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White wins below the luminance where both contrasts against it are equal (≈ 0.179).
  return luminance < 0.179 ? 'text-white' : 'text-slate-900';
}
