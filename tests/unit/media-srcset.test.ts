import { describe, expect, it } from 'vitest';
import { mediaSrcset, negotiateFormat, variantUrl } from '../../src/shared/media.ts';

const id = 'a'.repeat(32);
const url = `/media/files/${id}/0123456789abcdef/gear.jpg`;
const at = (width: number) => `/media/files/${id}/0123456789abcdef/${width}/gear.jpg`;

describe('responsive sizes of uploaded media', () => {
  it('lists the widths below the file and the next one as the file itself, never larger', () => {
    expect(mediaSrcset(url, 1000)).toBe(
      `${at(160)} 160w, ${at(320)} 320w, ${at(480)} 480w, ${at(640)} 640w, ${at(960)} 960w, ${at(1280)} 1000w`,
    );
    expect(mediaSrcset(url, 640)).toBe(`${at(160)} 160w, ${at(320)} 320w, ${at(480)} 480w, ${at(640)} 640w`);
    expect(mediaSrcset(url, 100)).toBe(`${at(160)} 100w`);
    expect(mediaSrcset(url, 4000)?.split(', ').at(-1)).toBe(`${at(1920)} 1920w`);
  });

  it('offers none for CDN, seeded, SVG and GIF media or an unknown width', () => {
    expect(mediaSrcset('https://cdn.example/p/gear.jpg', 1000)).toBeNull();
    expect(mediaSrcset('/media/bearing.svg', 400)).toBeNull();
    expect(mediaSrcset(`/media/files/${id}/0123456789abcdef/anim.gif`, 400)).toBeNull();
    expect(mediaSrcset(url, null)).toBeNull();
    expect(variantUrl(`/media/files/${id}/0123456789abcdef/480/gear.jpg`, 160)).toBeNull();
  });

  it('negotiates AVIF, then WebP, then the original from Accept', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('image/png,image/*;q=0.8')).toBe('original');
    expect(negotiateFormat(null)).toBe('original');
  });
});
